// Local stock providers for the scale audit (scripts/scale-measure.mjs): the sample's cars repeated to
// `count` (half used from the export, half new from the offers), each with an id and a VIN of its own.
import http from "node:http";
import { loadTsModules } from "./ts-modules.mjs";

const loadModules = () => loadTsModules({ stock: "/backend/stock/content/sample-stock.ts", feeds: "/backend/stock/sample-feeds.ts" });

/** A VIN of its own for the i-th copy: the sample's prefix, a serial from i. */
const ownVin = (vin, i) => `${vin.slice(0, 8)}${String(i).padStart(9, "0")}`;

function manyCars(sample, count, idOf) {
  return Array.from({ length: count }, (_, i) => ({
    ...sample[i % sample.length],
    id: idOf(i),
    vin: ownVin(sample[i % sample.length].vin, idOf(i).replace(/\D/g, "")),
    sold: false,
    inStock: true,
  }));
}

/** Serves the two feeds on `port`; answers the provider's origin and a stop function. */
export async function serveScaleFeeds(count, port = 0) {
  const m = await loadModules();
  const used = manyCars(m.stock.sampleUsedCars(), count / 2, (i) => `EM${100_000 + i}`);
  const fresh = manyCars(m.stock.sampleNewCars(), count / 2, (i) => String(500_000 + i));
  const usedXml = m.feeds.exportMasterXml(used);
  const offersXml = m.feeds.ilsaOffersXml(fresh);
  const provider = http.createServer((req, res) => {
    res.writeHead(200, { "Content-Type": "application/xml; charset=utf-8" }).end(req.url?.startsWith("/em/") ? usedXml : offersXml);
  });
  await new Promise((resolve) => provider.listen(port, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${provider.address().port}`, stop: () => new Promise((resolve) => provider.close(resolve)) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { origin } = await serveScaleFeeds(Number(process.argv[2] ?? 8000), Number(process.argv[3] ?? 0));
  console.log(`feeds at ${origin}/em and ${origin}/ilsa`);
}

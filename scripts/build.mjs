// `npm run build`: React Router's build, with the hashed files of the builds before it kept beside the
// new ones for a month (scripts/retained-assets.mjs), so that pages opened before a deploy still load
// the scripts and styles they name.
import path from "node:path";
import { restore, setAside, KEEP_DAYS } from "./retained-assets.mjs";
import { repoRoot, runNpx } from "./test-stages.mjs";

const buildDir = path.join(repoRoot, "build");
const aside = setAside(buildDir);
const { code } = await runNpx(["react-router", "build"]);
// Put back even after a failed build: the process still running sends what it had.
const { kept, dropped } = restore(buildDir, aside);
if (kept > 0 || dropped > 0) {
  console.log(
    `Файлы прежних сборок: оставлено ${kept} (для страниц, открытых до обновления), удалено ${dropped} (не нужны ни одной сборке ${KEEP_DAYS} дней)`,
  );
}
process.exit(code);

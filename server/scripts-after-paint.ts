// The scripts of a kept page start after its first paint (issue 13, ADR 0042). React Router writes one
// `<link rel="modulepreload">` per module of the page into <head> and an async module script that imports
// them at the end of <body>: on a phone's connection those 30–40 requests leave with the HTML and share
// its bandwidth with the fonts and the first picture, and Chromium may run them before it paints. Here
// the preloads leave the HTML and the module script is kept inert (`type="text/x-after-paint"`); a small
// classic script puts both back after the first frame is painted (or after two seconds in a tab that is
// not painting), so the page is read first and made interactive a moment later. Forms and links work
// without the scripts meanwhile. React claims the re-added preloads when it hydrates.
//
// Each `modulepreload` costs the main thread 0.1–8 ms as it is inserted: a model page's 34 took 16–60 ms
// in one task, which Lighthouse's fourfold slowdown counted as up to 190 ms of blocking time. After the
// paint the loader therefore adds them four at a time, each four a task of its own (a message to itself,
// which a hidden tab does not slow down as it does timers), and the module script after the last; a
// visitor who touches the page gets them all at once.
//
// The module script keeps its text, so under the kept page's CSP (hashes of its inline scripts) the
// script made from it is allowed by the same hash; under a nonce it takes the nonce of its template.

import { HYDRATED_EVENT } from "~/lib/hydration";

const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const hrefOf = /\bhref="([^"]+)"/;
const routeModulesScript = /<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?__reactRouterRouteModules[\s\S]*?)<\/script>/;

/** Id of the inert template the loader reads; exported for the tests. */
export const afterPaintTemplateId = "after-paint-modules";

// Kept small and free of the page's data: one text for every page, hence one hash. It waits for the
// first contentful paint (the Paint Timing API; a browser without it: the next frame) and for the
// pictures the page marked `fetchpriority="high"` (its largest paint); two seconds at most. A visitor
// who touches the page or presses a key meanwhile does not wait: the scripts start at once.
//
// Until React has hydrated, a press on a control that only works with scripts (`<button type="button">`:
// a menu, a popup, a slide) would do nothing; the loader keeps the last such press from the page and
// gives it to the control once the page says it is hydrated (HYDRATED_EVENT), if that comes within
// five seconds. The press is kept from React too, which would otherwise replay it a second time.
// Links, forms and «Принять» work without scripts and are left alone. A choice made meanwhile in a
// list, a radio button or a checkbox is in the page but not in React's state, and the next render
// would put the state back over it: the loader notes each choice and, once hydrated, makes it again
// as the visitor's own change, in the visitor's order (a model chosen, then a time), each once the
// page has settled after the one before: its control is there and nothing is `aria-busy` on two looks
// in a row (four seconds at most: a model's schedule is loaded before its time is chosen). A control
// the page has drawn anew (the new model's times) is found by its name (and a radio's value). A box
// is first set the other way, so the click that sets it back is seen by React as a change. A last
// round makes again what a later render has drawn over; a choice the page no longer offers is left out.
//
// Back or forward to another page of this document before React has hydrated (pressed twice in a row,
// or right after a reload: the pages a visitor went through by links share the document) changes the
// address with nothing to follow it, and React Router then hydrated this page's data under the other
// page's address: «Что-то пошло не так». The loader loads the page the address now names instead,
// unless React Router's router is there already (from the moment it is made it follows the step itself).
const loader =
  `(()=>{const d=document,t=d.getElementById("${afterPaintTemplateId}");let started=false,held=null,heldAt=0,ready=false;` +
  `const at=location.pathname+location.search;addEventListener("${HYDRATED_EVENT}",()=>{ready=true},{once:true});` +
  `addEventListener("popstate",()=>{if(!ready&&!self.__reactRouterDataRouter&&location.pathname+location.search!==at)location.reload()});` +
  `const start=now=>{if(started)return;started=true;const hrefs=(t.dataset.preload||"").split(" ").filter(Boolean),` +
  `c=new MessageChannel(),next=f=>{c.port1.onmessage=f;c.port2.postMessage(0)},` +
  `add=()=>{for(const href of hrefs.splice(0,now?hrefs.length:4)){const l=d.createElement("link");l.rel="modulepreload";l.href=href;d.head.appendChild(l)}` +
  `if(hrefs.length)return next(add);` +
  `const s=d.createElement("script");s.type="module";if(t.nonce)s.nonce=t.nonce;s.textContent=t.textContent;d.body.appendChild(s)};add()};` +
  `for(const k of["pointerdown","keydown","touchstart"])addEventListener(k,()=>start(1),{capture:true,passive:true,once:true});` +
  `const hold=e=>{const b=e.target instanceof Element&&e.target.closest('button[type="button"]');if(!b)return;` +
  `e.preventDefault();e.stopImmediatePropagation();held=b;heldAt=Date.now();start(1)};` +
  `d.addEventListener("click",hold,true);` +
  `const chosen=new Map(),note=e=>{const f=e.target,box=f instanceof HTMLInputElement&&(f.type==="radio"||f.type==="checkbox");` +
  `if(!box&&!(f instanceof HTMLSelectElement))return;` +
  `if(f.type==="radio")for(const o of chosen.keys())if(o.type==="radio"&&o.name===f.name&&o.form===f.form&&o!==f)chosen.delete(o);` +
  `chosen.set(f,box?f.checked:f.value)};` +
  `d.addEventListener("change",note,true);` +
  `const pause=ms=>new Promise(r=>setTimeout(r,ms)),busy=()=>d.querySelector('[aria-busy="true"]');` +
  `const same=f=>f.isConnected?f:[...d.querySelectorAll(f.tagName)].find(x=>x.name===f.name&&x.type===f.type&&(f.type!=="radio"||x.value===f.value));` +
  `const find=async was=>{let calm=0;for(let i=0;i<50;i++){await pause(80);const f=same(was);calm=f&&!busy()?calm+1:0;if(calm===2)return f}return null};` +
  `const shows=(f,v)=>f instanceof HTMLSelectElement?f.value===v:f.checked===v;` +
  `const apply=(f,v)=>{if(f instanceof HTMLSelectElement){if([...f.options].some(o=>o.value===v)){f.value=v;f.dispatchEvent(new Event("change",{bubbles:true}))}}` +
  `else if(!f.disabled){f.checked=!v;f.click()}};` +
  `const redo=async()=>{let n=0;for(const[was,v]of chosen){const f=n++?await find(was):same(was);if(f)apply(f,v)}` +
  `for(const[was,v]of chosen){const f=await find(was);if(f&&!shows(f,v))apply(f,v)}};` +
  `addEventListener("${HYDRATED_EVENT}",()=>{d.removeEventListener("click",hold,true);d.removeEventListener("change",note,true);` +
  `if(held&&held.isConnected&&Date.now()-heldAt<5000)held.click();held=null;void redo()},{once:true});` +
  `const pictures=()=>Promise.all([...d.querySelectorAll('img[fetchpriority="high"]')].map(i=>i.complete?0:new Promise(r=>{i.addEventListener("load",r,{once:true});i.addEventListener("error",r,{once:true})})));` +
  `const painted=new Promise(r=>{if(self.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).includes("paint")){` +
  `const o=new PerformanceObserver(l=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}});o.observe({type:"paint",buffered:true})}` +
  `else requestAnimationFrame(()=>r())});` +
  `painted.then(pictures).then(()=>setTimeout(start,0));setTimeout(start,2000)})()`;

/** The loader's text (the tests check that a page's CSP names it). */
export const afterPaintLoader = loader;

/** Moves a page's module preloads and its module script to after the first paint; other HTML is unchanged. */
export function startScriptsAfterPaint(html: string): string {
  const found = routeModulesScript.exec(html);
  if (!found) return html;
  const [whole, before = "", after = "", body = ""] = found;
  const attributes = `${before} ${after}`
    .replace(/\basync(="")?/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const nonce = /\bnonce="([^"]*)"/.exec(attributes)?.[1];
  const hrefs: string[] = [];
  const withoutPreloads = html.replace(modulePreload, (link) => {
    const href = hrefOf.exec(link)?.[1];
    if (!href || href.includes(" ")) return link;
    hrefs.push(href);
    return "";
  });
  const nonceAttribute = nonce === undefined ? "" : ` nonce="${nonce}"`;
  const replacement =
    `<script type="text/x-after-paint" id="${afterPaintTemplateId}" data-preload="${hrefs.join(" ")}"${nonceAttribute}>${body}</script>` +
    `<script${nonceAttribute}>${loader}</script>`;
  return withoutPreloads.replace(whole, () => replacement);
}

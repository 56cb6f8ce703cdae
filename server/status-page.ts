import type { Response } from "express";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * A short Russian page for answers the site gives before React renders (405, 400, 503): no scripts,
 * no styles from the build, never cached, with a way back to the home page.
 */
export function sendStatusPage(res: Response, status: number, title: string, text: string): void {
  const html = `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} — Genesis Химки</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:15vh 24px;color:#111;background:#fff}main{max-width:560px;margin:0 auto}h1{font-size:28px;font-weight:600;margin:0 0 12px}a{color:#111}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">На главную страницу</a></p></main></body></html>`;
  res.status(status).set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" }).send(html);
}

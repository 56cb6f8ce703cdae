/**
 * Whether a click asks the browser for the link elsewhere (another button, or Ctrl, ⌘, Shift or Alt held:
 * a new tab or window, a download): such a click is left to the browser, never turned into a popup,
 * a tab of the page or a navigation in place.
 */
export function opensElsewhere(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

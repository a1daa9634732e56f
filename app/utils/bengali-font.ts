/**
 * The Bangla pages' web font is for the pages after the first one (decision 0015). A first visit
 * paints in the device's own Bengali font (on Android, the same Noto Sans Bengali), so the 40 KB
 * file does not share a slow connection with the page and its photo; once the page has loaded, the
 * browser fetches the file in the background and remembers that it holds it. Each later Bangla
 * page then names the web font before its first paint (app/styles/global.css), and the file comes
 * from the cache in time for it: `font-display: optional` keeps the device's font instead of
 * swapping, so nothing moves, should the cached copy be gone.
 */

/** The storage key under which a browser keeps the address of the font file it fetched. */
export const BENGALI_FONT_STORAGE_KEY = 'bengali-font'
/** Set on `<html>` before the first paint when the font is in the cache: the stylesheet names it. */
export const BENGALI_FONT_ATTRIBUTE = 'data-bengali-font'

/**
 * The inline script of a Bangla page's head, for the font file at `href`. A new file (a new
 * address) is fetched again; a browser without storage keeps the device's font.
 */
export function bengaliFontScript(href: string): string {
  const file = JSON.stringify(href)
  const key = JSON.stringify(BENGALI_FONT_STORAGE_KEY)
  return [
    `try{if(localStorage.getItem(${key})===${file})`,
    `document.documentElement.setAttribute(${JSON.stringify(BENGALI_FONT_ATTRIBUTE)},"");`,
    `else addEventListener("load",function(){setTimeout(function(){`,
    `new FontFace("Noto Sans Bengali","url("+${file}+")").load().then(function(){`,
    `try{localStorage.setItem(${key},${file})}catch(e){}},function(){})})})}catch(e){}`,
  ].join('')
}

/**
 * The Bangla pages' web font is for the pages after the first one of a visit (decision 0015). A
 * visit's first Bangla page paints in the device's own Bengali font (on Android, the same Noto
 * Sans Bengali), so the 40 KB file does not share a slow connection with the page and its photo;
 * once the page has loaded, the browser fetches the file in the background and the tab remembers
 * (session storage) that it holds it.
 * - Each later page the tab loads names the web font before its first paint
 *   (app/styles/global.css), and the file comes from the cache in time for it;
 *   `font-display: optional` keeps the device's font, so nothing moves, should that copy be gone.
 * - A page opened by a link within the app, without a new document, takes the font when the
 *   visitor follows the link (where the browser has the Navigation API): the page changes then
 *   anyway.
 * Per visit, not for good: a cache emptied between visits would otherwise leave a remembered font
 * to be fetched ahead of a page's first paint.
 */

/** The session storage key under which a tab keeps the address of the font file it fetched. */
export const BENGALI_FONT_STORAGE_KEY = 'bengali-font'
/**
 * Set on `<html>` once the tab holds the font, before a page's first paint or as a link within the
 * app is followed: the stylesheet then names the font.
 */
export const BENGALI_FONT_ATTRIBUTE = 'data-bengali-font'

/**
 * The inline script of a Bangla page's head, for the font file at `href`. Without the file, it
 * waits for the page's first paint and its load event (on a fast connection the load can come
 * first), then for an idle moment, so the download starts after everything the page shows. A
 * new file (a new address) is fetched again; a browser without storage keeps the device's font.
 */
export function bengaliFontScript(href: string): string {
  const file = JSON.stringify(href)
  const key = JSON.stringify(BENGALI_FONT_STORAGE_KEY)
  return [
    `try{if(sessionStorage.getItem(${key})===${file})`,
    `document.documentElement.setAttribute(${JSON.stringify(BENGALI_FONT_ATTRIBUTE)},"");`,
    `else{var painted=!window.PerformanceObserver,loaded=false,fetched=false;`,
    `var fetchFont=function(){if(!painted||!loaded||fetched)return;fetched=true;`,
    `(window.requestIdleCallback||setTimeout)(function(){`,
    `new FontFace("Noto Sans Bengali","url("+${file}+")").load().then(function(){`,
    `try{sessionStorage.setItem(${key},${file})}catch(e){}`,
    // A link followed in the page, without a new document: the next page takes the font too.
    // (A replaced entry, as the router's own bookkeeping makes, changes no page.)
    `if(window.navigation)navigation.addEventListener("navigate",function next(event){`,
    `if(event.navigationType==="replace"||event.navigationType==="reload")return;`,
    `navigation.removeEventListener("navigate",next);`,
    `document.documentElement.setAttribute(${JSON.stringify(BENGALI_FONT_ATTRIBUTE)},"")})`,
    `},function(){})})};`,
    `if(!painted)new PerformanceObserver(function(list){`,
    `if(list.getEntriesByName("first-contentful-paint").length){painted=true;fetchFont()}`,
    `}).observe({type:"paint",buffered:true});`,
    `addEventListener("load",function(){loaded=true;fetchFont()})}}catch(e){}`,
  ].join('')
}

/**
 * The words of an element's text that the layout broke mid-way ("Ed" over "it", "Madri" over "d"): each word's line
 * boxes, counted in the page (pass it to `evaluate`). Wrapping between words breaks none.
 */
export function brokenWords(element: Element): string[] {
  const range = document.createRange();
  const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const broken: string[] = [];
  for (let text = texts.nextNode(); text; text = texts.nextNode()) {
    for (const word of (text.textContent ?? '').matchAll(/\S+/g)) {
      range.setStart(text, word.index);
      range.setEnd(text, word.index + word[0].length);
      if (range.getClientRects().length > 1) broken.push(word[0]);
    }
  }
  return broken;
}

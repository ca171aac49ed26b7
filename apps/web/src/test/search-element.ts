// jsdom (29) creates <search> as an HTMLUnknownElement (jsdom/jsdom#3882, open), so React takes the search
// form's landmark for a misspelt component and logs an error. The HTML standard gives <search> the HTMLElement
// interface, as Chromium (the journeys' browser) and current Firefox and Safari do; the tests' document does so
// too from here. Nothing else changes: HTMLUnknownElement adds nothing to HTMLElement. Idle once jsdom knows it.
const createElement = Document.prototype.createElement;

if (createElement.call(document, 'search') instanceof HTMLUnknownElement) {
  Document.prototype.createElement = function (
    this: Document,
    tagName: string,
    options?: ElementCreationOptions,
  ) {
    const element = createElement.call(this, tagName, options);
    if (element instanceof HTMLUnknownElement && element.localName === 'search') {
      Object.setPrototypeOf(element, HTMLElement.prototype);
    }
    return element;
  } as typeof Document.prototype.createElement;
}

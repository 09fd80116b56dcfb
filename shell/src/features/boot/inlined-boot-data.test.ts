import { readInlinedBootData } from './inlined-boot-data';

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'df-boot';
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

const boot = {
  discovery: { services: { platform: { baseUrl: '/platform', version: '1.0' } } },
  site: { key: 'drawfront', name: 'Drawfront' },
  resolution: { channel: 'live', revision: 1, release: { id: 'r1', remotes: {} } },
  translations: { 'footer.title': 'Play' },
};

describe('readInlinedBootData', () => {
  it('reads the boot data the server inlined, with no theme when it sends none', () => {
    expect(readInlinedBootData(pageWith(JSON.stringify(boot)))).toEqual({ ...boot, theme: null });
  });

  it('gives null without the element, with broken JSON or without a release, so the shell asks the API', () => {
    expect(readInlinedBootData(pageWith(null))).toBeNull();
    expect(readInlinedBootData(pageWith('{"site":'))).toBeNull();
    expect(readInlinedBootData(pageWith(JSON.stringify({ ...boot, resolution: {} })))).toBeNull();
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageMeta } from './page-meta.tsx';

const render = (path: string, element: React.ReactElement) => renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);

describe('PageMeta', () => {
  it("gives a page its title, description, canonical address without the query, and the same in Open Graph's words", () => {
    const html = render('/advisors?tag=Focus', <PageMeta title="AI Advisors | Wayfinder" description="Browse AI advisors." />);
    expect(html).toContain('<title>AI Advisors | Wayfinder</title>');
    expect(html).toContain('<meta name="description" content="Browse AI advisors."/>');
    expect(html).toContain('<link rel="canonical" href="/advisors"/>');
    expect(html).toContain('<meta property="og:title" content="AI Advisors | Wayfinder"/>');
    expect(html).toContain('<meta property="og:description" content="Browse AI advisors."/>');
    expect(html).toContain('<meta property="og:url" content="/advisors"/>');
    expect(html).toContain('<meta property="og:type" content="website"/>');
    expect(html).not.toContain('og:image');
  });

  it("an advisor's page is a profile with the advisor's picture, and text is escaped", () => {
    const html = render('/advisors/ada', <PageMeta title={'Ada "the <clear>" | Wayfinder'} description="Clarity & focus" image="/advisors/ada.webp" type="profile" />);
    expect(html).toContain('<meta property="og:type" content="profile"/>');
    expect(html).toContain('<meta property="og:image" content="/advisors/ada.webp"/>');
    expect(html).toContain('<title>Ada &quot;the &lt;clear&gt;&quot; | Wayfinder</title>');
    expect(html).toContain('content="Clarity &amp; focus"');
  });
});

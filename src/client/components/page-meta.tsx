import { useLocation } from 'react-router';
import { appName } from '../lib/env.ts';
import { siteOrigin } from '../lib/site-origin.ts';

interface PageMetaProps {
  /** The whole `<title>`, as a search result or a shared link shows it. */
  title: string;
  description: string;
  /** A picture for link previews: a path on this site or an absolute address. */
  image?: string;
  /** Open Graph's kind of page: an advisor's page is a profile. */
  type?: 'website' | 'profile';
}

/**
 * A public page's title, description, canonical address and Open Graph tags. React hoists them
 * into the document's head (and removes them when the page goes), so a shared link or a search
 * result shows this page, not the site's defaults. The canonical address has no query: the
 * directory's filters and Help's search are views of one page.
 */
export function PageMeta({ title, description, image, type = 'website' }: PageMetaProps) {
  const { pathname } = useLocation();
  const origin = siteOrigin();
  const url = `${origin}${pathname}`;
  const imageUrl = image && origin ? new URL(image, origin).href : image;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={appName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content="summary" />
    </>
  );
}

import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/** A plain link rather than a fetch, so that the browser downloads the file itself. */
export function ExportCsvLink({ href }: { href: string }) {
  return (
    <Button asChild variant="outline">
      <a href={href} download>
        <Download aria-hidden="true" />
        Export CSV
      </a>
    </Button>
  );
}

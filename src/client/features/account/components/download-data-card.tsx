import { useEffect, useRef } from 'react';
import { Download, FileArchive } from 'lucide-react';
import { type DataExport, dataExportMessages } from '../../../../shared/account/data-export.schema.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { fullDate } from '../../../lib/time-ago.ts';
import { useDataExport, useRequestDataExport } from '../api/data-export.ts';
import { AccountCard } from './account-card.tsx';

const size = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** "12.4 KB", "1.3 MB": the archive's size beside its link. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${size.format(bytes / 1024)} KB`;
  return `${size.format(bytes / (1024 * 1024))} MB`;
}

/**
 * "Download my data" on /account (issue 29): asks for a copy, shows it being prepared (the mail
 * says the same), then the ZIP's link for its 24 hours. The id is the mail's anchor.
 */
export function DownloadDataCard({ className }: { className?: string }) {
  const latest = useDataExport();
  const anchor = useRef<HTMLDivElement>(null);
  // The ready mail links here; the page renders after the browser looked for the anchor.
  useEffect(() => {
    if (window.location.hash === '#download-my-data') anchor.current?.scrollIntoView();
  }, []);
  const request = useRequestDataExport();
  const prepare = () =>
    request.mutate(undefined, {
      onSuccess: () => toast.success(dataExportMessages.requested),
      onError: (failure) => toast.error(failure.message),
    });

  return (
    <div id="download-my-data" ref={anchor} className={cn('scroll-mt-24', className)}>
      <AccountCard
        title={dataExportMessages.title}
        icon={FileArchive}
        description="A copy of everything we keep about you, to keep or to take elsewhere."
      >
        <div className="space-y-4">
          <p className="text-sm text-muted-foreground">{dataExportMessages.explanation}</p>
          {latest.isPending ? (
            <Skeleton className="h-9 w-40" aria-label="Loading your data export" />
          ) : latest.isError ? (
            <LoadError message="We couldn’t check your data export." onRetry={() => void latest.refetch()} retrying={latest.isFetching} />
          ) : (
            <ExportState dataExport={latest.data} onPrepare={prepare} asking={request.isPending} />
          )}
        </div>
      </AccountCard>
    </div>
  );
}

function ExportState({ dataExport, onPrepare, asking }: { dataExport: DataExport | null; onPrepare(): void; asking: boolean }) {
  const prepareButton = (label: string, variant: 'default' | 'outline' = 'default') => (
    <Button type="button" variant={variant} onClick={onPrepare} disabled={asking}>
      {asking && <Spinner />}
      {label}
    </Button>
  );
  if (dataExport?.status === 'preparing') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm">
        <Spinner />
        {dataExportMessages.preparing}
      </p>
    );
  }
  if (dataExport?.status === 'ready' && dataExport.downloadUrl) {
    return (
      <div className="space-y-3">
        <p role="status" className="text-sm">
          <span className="font-medium">{dataExportMessages.ready}</span>{' '}
          {dataExport.archiveBytes !== null && <>{fileSize(dataExport.archiveBytes)}, </>}
          {dataExport.expiresAt && <>downloadable until {fullDate(dataExport.expiresAt)}.</>}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <a href={dataExport.downloadUrl} download className={buttonVariants()}>
            <Download aria-hidden="true" />
            {dataExportMessages.download}
          </a>
          {prepareButton(dataExportMessages.prepareAgain, 'outline')}
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {dataExport?.status === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          {dataExportMessages.failed}
        </p>
      )}
      {dataExport?.status === 'expired' && <p className="text-sm text-muted-foreground">{dataExportMessages.expired}</p>}
      {prepareButton(dataExportMessages.prepare)}
    </div>
  );
}

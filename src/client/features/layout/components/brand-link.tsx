import { Link } from 'react-router';
import { appName } from '../../../lib/env.ts';

export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" onClick={onNavigate} className="flex items-center gap-2 rounded-md font-semibold tracking-tight focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
      <img src="/logo.svg" alt="" className="size-8" width={32} height={32} />
      <span className="text-lg">{appName}</span>
    </Link>
  );
}

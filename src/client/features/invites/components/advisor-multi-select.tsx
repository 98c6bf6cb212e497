import type { AdvisorView } from '../../../../shared/advisors/advisor-view.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Label } from '../../../components/ui/label.tsx';

interface AdvisorMultiSelectProps {
  id: string;
  advisors: AdvisorView[];
  selected: string[];
  onChange(selected: string[]): void;
  invalid?: boolean;
  describedBy?: string | undefined;
}

/**
 * Advisors as a checkbox list with Select All on top. Select All is derived: it is ticked exactly
 * when every advisor is, so unselecting one clears it.
 */
export function AdvisorMultiSelect({ id, advisors, selected, onChange, invalid, describedBy }: AdvisorMultiSelectProps) {
  const allSelected = advisors.length > 0 && advisors.every((advisor) => selected.includes(advisor.id));
  const toggle = (advisorId: string, checked: boolean) =>
    onChange(checked ? [...selected, advisorId] : selected.filter((entry) => entry !== advisorId));

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className="rounded-md border aria-invalid:border-destructive"
    >
      <div className="flex items-center gap-3 border-b px-3 py-2.5">
        <Checkbox
          id={`${id}-all`}
          checked={allSelected}
          onCheckedChange={(checked) => onChange(checked === true ? advisors.map((advisor) => advisor.id) : [])}
        />
        <Label htmlFor={`${id}-all`} className="font-medium">
          Select All
        </Label>
      </div>
      <ul className="max-h-48 space-y-0.5 overflow-y-auto p-1.5">
        {advisors.map((advisor) => (
          <li key={advisor.id} className="flex items-center gap-3 rounded px-1.5 py-1.5 hover:bg-accent/50">
            <Checkbox
              id={`${id}-${advisor.id}`}
              checked={selected.includes(advisor.id)}
              onCheckedChange={(checked) => toggle(advisor.id, checked === true)}
            />
            <Label htmlFor={`${id}-${advisor.id}`} className="flex-1 cursor-pointer font-normal">
              {advisor.name}
              <span className="ml-1.5 text-muted-foreground">{advisor.category}</span>
            </Label>
          </li>
        ))}
      </ul>
    </div>
  );
}

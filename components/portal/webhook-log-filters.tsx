import Link from "next/link";
import { Button } from "@/components/ui/button";
import { controlClasses } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { EVENT_TYPES } from "@/lib/events";
import { DELIVERY_STATUS_FILTERS, type DeliveryLogFilter } from "@/lib/webhooks/schemas";

/** The form's controls, as wide as their values rather than the row. */
const CONTROL = controlClasses.replace("w-full", "w-auto");

const STATUS_LABELS: Record<(typeof DELIVERY_STATUS_FILTERS)[number], string> = {
  succeeded: "Succeeded",
  failed: "Failed",
  pending: "Pending",
};

/**
 * The delivery log's filters: a GET form, so a filtered log is a URL (to bookmark or share with a
 * colleague) and works without script. Times are minutes of UTC, as the log shows them.
 */
export function DeliveryLogFilters({ action, filter, filtered }: { action: string; filter: DeliveryLogFilter; filtered: boolean }) {
  return (
    // Keyed by the filters: a link that changes them (Clear filters) renders the form anew, with their values.
    <form
      key={JSON.stringify(filter)}
      method="get"
      action={action}
      aria-label="Filter deliveries"
      className="flex flex-wrap items-end gap-3"
    >
      <div className="space-y-1.5">
        <Label htmlFor="log-type">Event type</Label>
        <select id="log-type" name="type" defaultValue={filter.type ?? ""} className={`${CONTROL} font-mono`}>
          <option value="">Any type</option>
          {EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="log-status">Status</Label>
        <select id="log-status" name="status" defaultValue={filter.status ?? ""} className={CONTROL}>
          <option value="">Any status</option>
          {DELIVERY_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="log-from">From (UTC)</Label>
        <input id="log-from" name="from" type="datetime-local" defaultValue={filter.from ?? ""} className={CONTROL} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="log-to">To (UTC)</Label>
        <input id="log-to" name="to" type="datetime-local" defaultValue={filter.to ?? ""} className={CONTROL} />
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" variant="secondary">
          Filter
        </Button>
        {filtered && (
          <Link href={action} className="text-sm font-medium text-brand-700 underline">
            Clear filters
          </Link>
        )}
      </div>
    </form>
  );
}

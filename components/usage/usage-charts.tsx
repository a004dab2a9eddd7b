"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

import type { UsageDayPoint } from "@/lib/quota/usage-report";

// The page's palette (app/globals.css), so the axes and the tooltip turn with the dark theme too.
const TICK = { fill: "var(--color-slate-600)" };
const AXIS = "var(--color-slate-300)";
const GRID = "var(--color-slate-200)";
const TOOLTIP = { background: "var(--color-white)", borderColor: "var(--color-slate-200)", color: "var(--color-slate-800)" };

const shortDay = (day: string) => day.slice(5);

/**
 * Calls per UTC day over the last 30 days: the counted ones, with the 304 Not Modified
 * answers (free of every limit) stacked on top.
 */
export function CallsPerDayChart({ days }: { days: UsageDayPoint[] }) {
  const data = days.map((d) => ({ day: d.day, counted: d.calls - d.notModified, notModified: d.notModified }));
  return (
    <figure aria-label="Calls per day, last 30 days" className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={GRID} />
          <XAxis dataKey="day" tickFormatter={shortDay} fontSize={11} interval="preserveStartEnd" tick={TICK} stroke={AXIS} />
          <YAxis allowDecimals={false} fontSize={11} width={48} tick={TICK} stroke={AXIS} />
          <Tooltip contentStyle={TOOLTIP} />
          <Legend />
          <Bar dataKey="counted" name="Counted calls" stackId="c" fill="#2563eb" isAnimationActive={false} />
          <Bar dataKey="notModified" name="Not modified (304, free)" stackId="c" fill="#94a3b8" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

/** How often each limit refused a call, per day. */
export function RefusalsPerDayChart({ days }: { days: UsageDayPoint[] }) {
  return (
    <figure aria-label="Calls refused by each limit, last 30 days" className="h-48 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={GRID} />
          <XAxis dataKey="day" tickFormatter={shortDay} fontSize={11} interval="preserveStartEnd" tick={TICK} stroke={AXIS} />
          <YAxis allowDecimals={false} fontSize={11} width={48} tick={TICK} stroke={AXIS} />
          <Tooltip contentStyle={TOOLTIP} />
          <Legend />
          <Bar dataKey="minute" name="Per-minute limit" stackId="r" fill="#f59e0b" isAnimationActive={false} />
          <Bar dataKey="daily" name="Daily limit" stackId="r" fill="#dc2626" isAnimationActive={false} />
          <Bar dataKey="breadth" name="Breadth limit" stackId="r" fill="#7c3aed" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

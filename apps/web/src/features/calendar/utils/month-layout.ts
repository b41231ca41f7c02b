/* The month layout lives in packages/shared/src/month-layout.ts: the PNG/PDF renderer draws calendars with it too (docs/decisions.md D43). */
export {
  CALENDAR_LANE_HEIGHT,
  dropShift,
  layoutMonth,
  shiftMonth,
  WEEKDAY_NAMES,
  type CalendarItem,
  type CalendarRow,
  type DayCell,
  type DayTag,
  type MonthLayout,
} from '@plotline/shared';

export * from './portfolio-fetchers';
export * from './portfolio-hooks';
export { WINDOW_DAYS, portfolioWindows, type DayWindow } from './portfolio-windows';

export * from './portfolio-fetchers';
export { PORTFOLIO_MAX_SPAN_DAYS, type Clash, type ClashEvent, type Portfolio, type PortfolioProject } from '@plotline/shared';
export * from './portfolio-hooks';
export { WINDOW_DAYS, portfolioWindows, type DayWindow } from './portfolio-windows';
export { usePortfolioLive } from './portfolio-live';

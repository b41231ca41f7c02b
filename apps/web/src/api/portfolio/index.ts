export * from './portfolio-fetchers';
export { PORTFOLIO_MAX_SPAN_DAYS, type Clash, type ClashEvent, type Portfolio, type PortfolioProject } from '@plotline/shared';
export * from './portfolio-hooks';
export * from './portfolio-keys';
export * from './clashes-hooks';
export { WINDOW_DAYS, portfolioWindows, type DayWindow } from './portfolio-windows';
// usePortfolioLive is imported from './portfolio-live' by the portfolio page alone: through this barrel its
// stream code would ride in the chunk the timeline's clashes share (docs/decisions.md D85).

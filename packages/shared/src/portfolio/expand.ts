import type { PlanningEvent } from '../schemas/planning.js';
import type { Portfolio, PortfolioAnswer } from '../schemas/portfolio.js';

/**
 * The answer with every event whole: its project and timeline from where it is listed; the times
 * the portfolio does not send are empty (nothing that draws a portfolio reads them).
 */
export function expandPortfolio(answer: PortfolioAnswer): Portfolio {
  return {
    ...answer,
    projects: answer.projects.map((project) => ({
      ...project,
      timelines: project.timelines.map((timeline) => ({
        ...timeline,
        events: timeline.events.map(
          (event): PlanningEvent => ({ ...event, projectId: project.id, timelineId: timeline.id, createdAt: '', updatedAt: '' }),
        ),
      })),
    })),
  };
}

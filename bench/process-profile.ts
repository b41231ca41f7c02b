import { Session } from 'node:inspector/promises';
import { saveCpuProfile } from './views/profile.js';

/**
 * Runs `run` under this process's CPU profiler when `dir` is set (a bench's *_PROFILE variable) and
 * writes `<dir>/<name>.cpuprofile`; the seeding before it stays out. Benches whose server listens in
 * their own process (bench/portfolio-server.ts, bench/bulk.ts) profile the server this way.
 */
export async function profiledInProcess<T>(dir: string | undefined, name: string, run: () => Promise<T>): Promise<T> {
  if (!dir) return run();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    console.log(`profile: ${saveCpuProfile(dir, name, profile)}`);
    session.disconnect();
  }
}

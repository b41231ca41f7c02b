import ICAL from 'ical.js';
import { expect, it } from 'vitest';
import { PUBLISHING_MESSAGES } from '@plotline/shared';
import { hashSecret, newId } from '../src/lib/ids.js';
import { PUBLIC_RATE_LIMIT } from '../src/modules/publishing/public-answers.js';
import { insertEvents, insertShare } from './fixtures.js';
import { describeEachDatabase } from './harness.js';
import { clientFor, createOrganization, memberOf, seedProject } from './planning-fixtures.js';

/* Calendar feeds and public links (issue 19, docs/decisions.md D42), on SQLite and PostgreSQL. */

/** A fresh client address for each rate-limit check (the limits are counted per address, per route). */
let addressCount = 0;
const nextAddress = () => `198.51.100.${(addressCount += 1)}`;
const secretOf = (url: string): string => /\/(?:ics|p)\/([A-Za-z0-9_-]+)(?:\.ics)?$/.exec(url)?.[1] ?? '';
const localPath = (url: string): string => new URL(url).pathname;

describeEachDatabase('publishing: calendar feeds and public links', (ctx) => {
  const anonymous = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ method: 'GET', url, headers });

  async function ownerWithProject(name = 'Launch, Phase 1; "Alpha"') {
    const owner = await ctx().createUser();
    const seeded = await seedProject(ctx(), owner.id, { timelines: 1, eventsPerTimeline: 0, name });
    const [timelineId = ''] = seeded.timelineIds;
    const [single = '', multi = ''] = await insertEvents(ctx().db, { projectId: seeded.projectId, timelineId }, [
      { title: 'Kick-off', startDate: '2025-03-03', objective: 'development', description: 'Line one\nLine two, with; marks' },
      { title: 'Build week', startDate: '2025-03-10', endDate: '2025-03-14', objective: 'testing' },
    ]);
    return { owner, projectId: seeded.projectId, timelineId, single, multi, client: await clientFor(ctx(), owner.id) };
  }

  /** A shared project's admin: the share level and an organization role that allows it (docs/decisions.md D18). */
  async function sharedAdmin(projectId: string, ownerId: string) {
    const organizationId = await createOrganization(ctx());
    await ctx().db.updateTable('users').set(memberOf(organizationId, 'owner')).where('id', '=', ownerId).execute();
    const admin = await ctx().createUser(memberOf(organizationId, 'admin'));
    await insertShare(ctx().db, { projectId, userId: admin.id, level: 'admin', grantedBy: ownerId });
    return { admin, organizationId, client: await clientFor(ctx(), admin.id) };
  }

  // X- properties are TEXT (RFC 5545 section 3.8.8.2): the parser unescapes X-WR-CALNAME once told so.
  ICAL.design.icalendar.property['x-wr-calname'] = { defaultType: 'text' };

  function parseFeed(text: string) {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        description: event.description,
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        isDate: event.startDate.isDate && event.endDate.isDate,
        categories: vevent.getFirstPropertyValue('categories'),
        sequence: vevent.getFirstPropertyValue('sequence'),
        lastModified: vevent.getFirstPropertyValue('last-modified')?.toString(),
      };
    });
    return { name: calendar.getFirstPropertyValue('x-wr-calname'), events };
  }

  it('makes a feed whose ICS a third-party parser reads: all-day dates, exclusive DTEND, stable UIDs, categories', async () => {
    const { client, projectId, single, multi } = await ownerWithProject();
    const created = await client.call('POST', `/projects/${projectId}/calendar-feeds`);
    expect(created.status).toBe(201);
    expect(Object.keys(created.body.data).sort()).toEqual(['createdAt', 'id', 'url']);
    expect(created.body.data.url).toMatch(/^http:\/\/[^/]+\/ics\/[A-Za-z0-9_-]{43}\.ics$/);

    const response = await anonymous(localPath(created.body.data.url));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['x-robots-tag']).toContain('noindex');
    expect(response.body).toContain('\r\n');
    expect(response.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const feed = parseFeed(response.body);
    expect(feed.name).toBe('Launch, Phase 1; "Alpha"');
    const byUid = new Map(feed.events.map((event) => [event.uid, event]));
    expect(byUid.get(`${single}@plotline`)).toMatchObject({
      summary: 'Kick-off',
      description: 'Line one\nLine two, with; marks',
      start: '2025-03-03',
      end: '2025-03-04',
      isDate: true,
      categories: 'Development',
      sequence: 0,
    });
    expect(byUid.get(`${multi}@plotline`)).toMatchObject({ summary: 'Build week', start: '2025-03-10', end: '2025-03-15', isDate: true, categories: 'Testing' });

    // An edit keeps the UID, raises SEQUENCE and LAST-MODIFIED, and changes the ETag.
    const etag = String(response.headers.etag);
    expect((await anonymous(localPath(created.body.data.url), { 'if-none-match': etag })).statusCode).toBe(304);
    const event = await client.call('GET', `/projects/${projectId}`);
    const timeline = event.body.data.timelines[0];
    const version = timeline.events.find((item: { id: string }) => item.id === multi).version;
    const updated = await client.call('PUT', `/projects/${projectId}/timelines/${timeline.id}/events/${multi}`, { title: 'Build weeks', endDate: '2025-03-21', version });
    expect(updated.status).toBe(200);
    const after = await anonymous(localPath(created.body.data.url), { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(parseFeed(after.body).events.find((item) => item.uid === `${multi}@plotline`)).toMatchObject({
      summary: 'Build weeks',
      end: '2025-03-22',
      sequence: 1,
    });
  });

  it('stores only the hash, lists without secrets, and revokes at once', async () => {
    const { client, projectId } = await ownerWithProject();
    const created = await client.call('POST', `/projects/${projectId}/calendar-feeds`);
    const secret = secretOf(created.body.data.url);
    const row = await ctx().db.selectFrom('calendarFeeds').selectAll().where('id', '=', created.body.data.id).executeTakeFirstOrThrow();
    expect(row.secretHash).toBe(hashSecret(secret));
    expect(JSON.stringify(row)).not.toContain(secret);

    const listed = await client.call('GET', `/projects/${projectId}/calendar-feeds`);
    expect(listed.body.data).toHaveLength(1);
    expect(Object.keys(listed.body.data[0]).sort()).toEqual(['createdAt', 'id', 'lastUsedAt', 'projectId']);
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    // Another user neither sees nor revokes it.
    const stranger = await clientFor(ctx(), (await ctx().createUser()).id);
    expect((await stranger.call('DELETE', `/projects/${projectId}/calendar-feeds/${created.body.data.id}`)).status).toBe(404);
    expect((await stranger.call('POST', `/projects/${projectId}/calendar-feeds`)).status).toBe(404);

    expect((await client.call('DELETE', `/projects/${projectId}/calendar-feeds/${created.body.data.id}`)).status).toBe(200);
    const gone = await anonymous(`/ics/${secret}.ics`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(PUBLISHING_MESSAGES.feedNotFound);
    expect((await client.call('GET', `/projects/${projectId}/calendar-feeds`)).body.data).toEqual([]);
    expect((await anonymous(`/ics/${'x'.repeat(43)}.ics`)).statusCode).toBe(404);
  });

  it('ends a feed when its maker loses access to the project', async () => {
    const { owner, projectId } = await ownerWithProject();
    const viewer = await ctx().createUser();
    await insertShare(ctx().db, { projectId, userId: viewer.id, level: 'read', grantedBy: owner.id });
    const viewerClient = await clientFor(ctx(), viewer.id);
    const created = await viewerClient.call('POST', `/projects/${projectId}/calendar-feeds`);
    expect(created.status).toBe(201);
    const path = localPath(created.body.data.url);
    expect((await anonymous(path)).statusCode).toBe(200);

    const ownerClient = await clientFor(ctx(), owner.id);
    expect((await ownerClient.call('DELETE', `/projects/${projectId}/permissions/${viewer.id}`)).status).toBe(200);
    expect((await anonymous(path)).statusCode).toBe(404);
  });

  it('makes public links for owners and admins only, with a clear 400 naming expiresInDays', async () => {
    const { owner, client, projectId } = await ownerWithProject();
    for (const expiresInDays of [0, 366, 1.5, 'seven']) {
      const response = await client.call('POST', `/projects/${projectId}/public-links`, { expiresInDays });
      expect(response.status, String(expiresInDays)).toBe(400);
      expect(response.body.message).toMatch(/^expiresInDays: /);
    }
    expect((await client.call('POST', `/projects/${projectId}/public-links`, {})).body.message).toBe('expiresInDays: is required (1 to 365 days)');

    const { organizationId, client: adminClient } = await sharedAdmin(projectId, owner.id);
    const editor = await ctx().createUser(memberOf(organizationId, 'member'));
    await insertShare(ctx().db, { projectId, userId: editor.id, level: 'write', grantedBy: owner.id });
    const refused = await (await clientFor(ctx(), editor.id)).call('POST', `/projects/${projectId}/public-links`, { expiresInDays: 7 });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(PUBLISHING_MESSAGES.needAdminLinks);

    const made = await adminClient.call('POST', `/projects/${projectId}/public-links`, { expiresInDays: 7 });
    expect(made.status).toBe(201);
    expect(Object.keys(made.body.data).sort()).toEqual(['expiresAt', 'id', 'url']);
    const days = (Date.parse(made.body.data.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const row = await ctx().db.selectFrom('publicLinks').selectAll().where('id', '=', made.body.data.id).executeTakeFirstOrThrow();
    expect(row.secretHash).toBe(hashSecret(secretOf(made.body.data.url)));
    const listed = await client.call('GET', `/projects/${projectId}/public-links`);
    expect(listed.body.data.map((link: { id: string }) => link.id)).toEqual([made.body.data.id]);
    expect(JSON.stringify(listed.body)).not.toContain(secretOf(made.body.data.url));
  });

  it('shows the project read-only without any of its people, and answers 410 from the request after a revoke', async () => {
    const { owner, client, projectId } = await ownerWithProject('Roadmap');
    const made = await client.call('POST', `/projects/${projectId}/public-links`, { expiresInDays: 30 });
    const secret = secretOf(made.body.data.url);

    const page = await anonymous(`/p/${secret}`);
    expect(page.headers['x-robots-tag']).toContain('noindex');

    const answer = await anonymous(`/api/v1/public/${secret}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-robots-tag']).toContain('noindex');
    const data = answer.json().data;
    expect(data.name).toBe('Roadmap');
    expect(data.timelines[0].events.map((event: { title: string }) => event.title)).toEqual(['Kick-off', 'Build week']);
    expect(data.objectives.development.name).toBe('Development');
    expect(data.expiresAt).toBe(made.body.data.expiresAt);
    for (const personal of [owner.id, owner.email, owner.name, owner.lastName]) expect(answer.body).not.toContain(personal);
    for (const key of ['ownerId', 'ownerName', 'userAccessLevel', 'effectiveLevel']) expect(data).not.toHaveProperty(key);

    expect((await client.call('DELETE', `/projects/${projectId}/public-links/${made.body.data.id}`)).status).toBe(200);
    const gone = await anonymous(`/api/v1/public/${secret}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ code: 'GONE', message: PUBLISHING_MESSAGES.linkGone });
    const gonePage = await anonymous(`/p/${secret}`);
    expect(gonePage.statusCode).toBe(410);
    expect(gonePage.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gonePage.body).toContain('<meta name="robots" content="noindex');
    expect(gonePage.body).toContain('This link is no longer available');
    expect((await client.call('GET', `/projects/${projectId}/public-links`)).body.data).toEqual([]);
    expect((await client.call('DELETE', `/projects/${projectId}/public-links/${made.body.data.id}`)).status).toBe(404);

    expect((await anonymous(`/api/v1/public/${'y'.repeat(43)}`)).statusCode).toBe(404);
    expect((await anonymous(`/p/${'y'.repeat(43)}`)).statusCode).toBe(404);
    expect((await anonymous('/p/not a secret')).statusCode).toBe(404);
  });

  it('answers 410 once a link expired or its maker can no longer administer the project', async () => {
    const { owner, client, projectId } = await ownerWithProject();
    const made = await client.call('POST', `/projects/${projectId}/public-links`, { expiresInDays: 1 });
    const secret = secretOf(made.body.data.url);
    await ctx().db.updateTable('publicLinks').set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where('id', '=', made.body.data.id).execute();
    expect((await anonymous(`/api/v1/public/${secret}`)).statusCode).toBe(410);
    expect((await anonymous(`/p/${secret}`)).statusCode).toBe(410);

    const { admin, client: adminClient } = await sharedAdmin(projectId, owner.id);
    const adminLink = await adminClient.call('POST', `/projects/${projectId}/public-links`, { expiresInDays: 5 });
    const adminSecret = secretOf(adminLink.body.data.url);
    expect((await anonymous(`/api/v1/public/${adminSecret}`)).statusCode).toBe(200);
    await insertShare(ctx().db, { projectId, userId: admin.id, level: 'read', grantedBy: owner.id });
    expect((await anonymous(`/api/v1/public/${adminSecret}`)).statusCode).toBe(410);
  });

  it('rate-limits every public route per address with a 429; another address is still served', async () => {
    const { client, projectId } = await ownerWithProject('Limited');
    const link = secretOf((await client.call('POST', `/projects/${projectId}/public-links`, { expiresInDays: 5 })).body.data.url);
    const feed = secretOf((await client.call('POST', `/projects/${projectId}/calendar-feeds`)).body.data.url);
    for (const url of [`/api/v1/public/${link}`, `/p/${link}`, `/ics/${feed}.ics`]) {
      const ask = (remoteAddress: string) => ctx().app.inject({ method: 'GET', url, remoteAddress });
      const address = nextAddress();
      for (let i = 0; i < PUBLIC_RATE_LIMIT.rateLimit.max; i += 1) expect((await ask(address)).statusCode).not.toBe(429);
      const refused = await ask(address);
      expect(refused.statusCode, url).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect((await ask(nextAddress())).statusCode, url).not.toBe(429);
    }
  });

  it('shows no person other than the owner either: a colleague who edited and shares the project', async () => {
    const { owner, client, projectId, timelineId, single } = await ownerWithProject('Shared roadmap');
    const { admin, client: adminClient } = await sharedAdmin(projectId, owner.id);
    const { version } = (await client.call('GET', `/projects/${projectId}`)).body.data.timelines[0].events[0];
    const edited = await adminClient.call('PUT', `/projects/${projectId}/timelines/${timelineId}/events/${single}`, { title: 'Kick-off, moved', version });
    expect(edited.status).toBe(200);
    const link = secretOf((await adminClient.call('POST', `/projects/${projectId}/public-links`, { expiresInDays: 5 })).body.data.url);
    const answer = await anonymous(`/api/v1/public/${link}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Kick-off, moved');
    for (const person of [owner, admin]) {
      for (const personal of [person.id, person.email, person.name, person.lastName]) expect(answer.body).not.toContain(personal);
    }
  });

  it('refuses anonymous management calls and unknown projects', async () => {
    const projectId = newId();
    for (const [method, url] of [
      ['GET', `/api/v1/projects/${projectId}/calendar-feeds`],
      ['POST', `/api/v1/projects/${projectId}/public-links`],
    ] as const) {
      expect((await ctx().app.inject({ method, url, headers: ctx().sameOrigin })).statusCode).toBe(401);
    }
    const client = await clientFor(ctx(), (await ctx().createUser()).id);
    expect((await client.call('GET', `/projects/${projectId}/public-links`)).status).toBe(404);
  });
});

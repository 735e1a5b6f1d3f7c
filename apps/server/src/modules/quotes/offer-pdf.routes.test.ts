import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { caller, type Person, projectOf, share, signedInPerson } from '../../../test/people.ts';
import { saveBilling } from '../billing/billing.repository.ts';
import { CUSTOMER_NEVER_SEES, pdfPages } from './offer-pdf.test-support.ts';

/** The offer PDF as the endpoint serves it: from a stored project, to whom may read it. */
describe('GET /rest/project/offers/{projectId}/pdf', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let owner: Person;
  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    owner = await signedInPerson(t, { firstname: 'Ada', lastname: 'Lovelace' });
    await saveBilling(t.ctx.db, {
      userId: owner.user.id,
      countryCode: 'NL',
      companyName: 'Lovelace Engines B.V.',
      vatNumber: 'NL123456789B01',
    });
  });
  afterAll(() => t.close());

  const pdfOf = (projectId: string, who?: Person) =>
    t.app.inject({
      method: 'GET',
      url: `/rest/project/offers/${projectId}/pdf`,
      headers: who?.headers ?? {},
    });

  async function boardProject(name: string): Promise<string> {
    const projectId = await projectOf(t, owner, name);
    const saved = await call('POST', `/rest/project/pcb/${projectId}`, owner, {});
    expect(saved.statusCode, saved.body).toBe(200);
    return projectId;
  }

  it('gives the owner their selected offer as a PDF attachment', async () => {
    const projectId = await boardProject('Pdf board');
    expect((await call('GET', `/rest/project/offers/${projectId}`, owner)).statusCode).toBe(200);
    const selected = await call('POST', '/rest/project/select-offer', owner, {
      projectId,
      quantity: 10,
      workingDays: 20,
    });
    expect(selected.statusCode, selected.body).toBe(200);
    const response = await pdfOf(projectId, owner);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Boardhouse-offer-${projectId}.pdf"; filename*=UTF-8''Boardhouse-offer-${projectId}.pdf`,
    );
    const text = (await pdfPages(response.rawPayload)).join('\n');
    const breakdown = (
      await call('GET', `/rest/project/offers/${projectId}/breakdown?quantity=10&workingDays=20`, owner)
    ).json();
    // The house default board of offers.routes.test.ts: 5383 net, 21 % Dutch VAT 1130, 6513 in all.
    expect(breakdown).toMatchObject({ netCents: 5383, totalCents: 6513 });
    for (const expected of [
      projectId,
      'Pdf board',
      'Ada Lovelace',
      'Lovelace Engines B.V.',
      'NL123456789B01',
      'Your selection: 10 boards in 20 working days',
      '€53.83',
      '€65.13',
      'Page 1 of',
    ]) {
      // Sentences may wrap: compared with the line breaks as spaces.
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
    for (const quantity of ['5', '10', '25', '50', '100', '250', '500', '1,000']) {
      expect(text).toContain(`\n${quantity} €`);
    }
    expect(text).not.toMatch(CUSTOMER_NEVER_SEES);
  });

  it('prices the cheapest cell of the intended quantity as an example when nothing is selected', async () => {
    const projectId = await boardProject('Example board');
    const info = await call('POST', '/rest/project/information', owner, { projectId, intendedQuantity: 25 });
    expect(info.statusCode, info.body).toBe(200);
    const text = (await pdfPages((await pdfOf(projectId, owner)).rawPayload)).join('\n');
    const breakdown = (
      await call('GET', `/rest/project/offers/${projectId}/breakdown?quantity=25&workingDays=20`, owner)
    ).json();
    const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;
    expect(text).toContain('Example: 25 boards in 20 working days');
    expect(text).toContain(euros(breakdown.netCents));
    expect(text).toContain(euros(breakdown.totalCents));
  });

  it('prints the cell the customer selected, not the example, and their VAT number with its prefix', async () => {
    const buyer = await signedInPerson(t, { firstname: 'Grace', lastname: 'Hopper' });
    await saveBilling(t.ctx.db, {
      userId: buyer.user.id,
      countryCode: 'NL',
      companyName: 'Hopper Compilers B.V.',
      vatNumber: '123456782B01',
    });
    const projectId = await projectOf(t, buyer, 'Selected board');
    expect((await call('POST', `/rest/project/pcb/${projectId}`, buyer, {})).statusCode).toBe(200);
    // The example would be the cheapest cell of 25 boards; the customer chose 100 boards in 10 days.
    const info = await call('POST', '/rest/project/information', buyer, { projectId, intendedQuantity: 25 });
    expect(info.statusCode, info.body).toBe(200);
    expect((await call('GET', `/rest/project/offers/${projectId}`, buyer)).statusCode).toBe(200);
    const selected = await call('POST', '/rest/project/select-offer', buyer, {
      projectId,
      quantity: 100,
      workingDays: 10,
    });
    expect(selected.statusCode, selected.body).toBe(200);
    const text = (await pdfPages((await pdfOf(projectId, buyer)).rawPayload)).join('\n');
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Your selection: 100 boards in 10 working days');
    expect(flat).not.toContain('Example:');
    expect(flat).toContain('VAT number NL123456782B01');
    const breakdown = (
      await call('GET', `/rest/project/offers/${projectId}/breakdown?quantity=100&workingDays=10`, buyer)
    ).json();
    expect(flat).toContain(
      `€${(breakdown.totalCents / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
    );
  });

  it('shows a read share and an administrator the customer’s prices, never cost or margin', async () => {
    const projectId = await boardProject('Shared pdf board');
    const reader = await signedInPerson(t);
    await share(t, owner, projectId, reader, 'read');
    const admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
    for (const who of [reader, admin]) {
      const response = await pdfOf(projectId, who);
      expect(response.statusCode).toBe(200);
      const text = (await pdfPages(response.rawPayload)).join('\n');
      expect(text).toContain('Ada Lovelace');
      expect(text).not.toMatch(CUSTOMER_NEVER_SEES);
    }
  });

  it('speaks the reader’s language, or the one asked for, and refuses a language it does not know', async () => {
    const projectId = await boardProject('Sprachen board');
    const reader = await signedInPerson(t, { language: 'de' });
    await share(t, owner, projectId, reader, 'read');
    const flatText = async (response: { rawPayload: Buffer }) =>
      (await pdfPages(response.rawPayload)).join('\n').replace(/\s+/g, ' ');
    const german = await pdfOf(projectId, reader);
    expect(german.statusCode, german.body.slice(0, 300)).toBe(200);
    const text = await flatText(german);
    for (const expected of [
      'Angebot',
      'Beispiel: 10 Leiterplatten, Lieferzeit 20 Werktage',
      '53,83 €',
      'Seite 1 von',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('€53.83');
    // The owner reads English, unless the request names a language.
    expect(await flatText(await pdfOf(projectId, owner))).toContain('Example: 10 boards in 20 working days');
    const french = await t.app.inject({
      method: 'GET',
      url: `/rest/project/offers/${projectId}/pdf?lang=fr`,
      headers: owner.headers,
    });
    expect(french.statusCode).toBe(200);
    expect(await flatText(french)).toContain('Exemple : 10 circuits en 20 jours ouvrés');
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/rest/project/offers/${projectId}/pdf?lang=xx`,
      headers: owner.headers,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details.fields.lang).toBe('Language is not valid');
  });

  it('answers 404 to a stranger, 401 without a token and 409 OFFER.PCB_REQUIRED without a spec', async () => {
    const projectId = await boardProject('Private pdf board');
    const stranger = await signedInPerson(t);
    const refused = await pdfOf(projectId, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.body).not.toContain('Private pdf board');
    const anonymous = await pdfOf(projectId);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('AUTH.UNAUTHENTICATED');
    const bare = await pdfOf(await projectOf(t, owner, 'No board pdf'), owner);
    expect(bare.statusCode).toBe(409);
    expect(bare.json().error.code).toBe('OFFER.PCB_REQUIRED');
  });

  it('renders a 60-line BOM over several pages', async () => {
    const projectId = await boardProject('Sixty lines');
    const rows = Array.from({ length: 60 }, (_, index) => `R${index + 1},1,${index + 1}k,0603,resistor`);
    const csv = ['Designator,Quantity,Value,Package,Description', ...rows].join('\r\n');
    const body = multipart('sixty.csv', csv);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/rest/project/bomFileUpload/${projectId}`,
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const response = await pdfOf(projectId, owner);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const pages = await pdfPages(response.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    const text = pages.join('\n');
    expect(text).toContain('BOM lines 60');
    expect(text).toContain('BOM lines 1–60: no price known yet');
    expect(text).toContain('SMD placements 60 per board');
    expect(text).not.toMatch(CUSTOMER_NEVER_SEES);
  });
});

import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { isReportDefinition, reportFileProblem } from './service';

const bytes = (text: string) => new TextEncoder().encode(text);
const rdl =
  '<?xml version="1.0"?><Report xmlns="http://schemas.microsoft.com/sqlserver/reporting/2016/01/reportdefinition"></Report>';

/** Unit tier: the report store's file checks, without a server or a database. */
describe('report file checks', () => {
  it('accepts a report definition whatever its namespace, and with a byte-order mark', () => {
    expect(isReportDefinition(bytes(rdl))).toBe(true);
    expect(isReportDefinition(bytes('\uFEFF<Report></Report>'))).toBe(true);
    expect(isReportDefinition(bytes('<rd:Report xmlns:rd="urn:x"></rd:Report>'))).toBe(true);
  });

  it('refuses other XML, broken XML and text that is not UTF-8', () => {
    expect(isReportDefinition(bytes('<Invoice></Invoice>'))).toBe(false);
    expect(isReportDefinition(bytes('<Report>'))).toBe(false);
    expect(isReportDefinition(new Uint8Array([0xff, 0xfe, 0x00, 0x01]))).toBe(false);
  });

  it('names the file and what is wrong with it', () => {
    expect(reportFileProblem({ fileName: 'Registrations.rdl', content: bytes(rdl) })).toBeNull();
    expect(reportFileProblem({ fileName: 'empty.rdl', content: new Uint8Array() })).toMatchObject({
      code: 'badRequest',
      reason: 'File: empty.rdl is empty.',
    });
    expect(reportFileProblem({ fileName: 'huge.xml', content: new Uint8Array(10 * 1024 * 1024 + 1) })).toMatchObject({
      code: 'payloadTooLarge',
    });
    expect(reportFileProblem({ fileName: 'notes.xml', content: bytes('<Notes/>') })).toMatchObject({
      code: 'unsupportedMediaType',
      reason: 'File: notes.xml is not a report definition (well-formed XML whose root element is Report).',
    });
  });

  it('accepts a zip only when every report in it is a definition', () => {
    const good = zipSync({ 'Bundle/A.rdl': bytes(rdl), 'readme.txt': bytes('ignored') });
    expect(reportFileProblem({ fileName: 'Bundle.zip', content: good })).toBeNull();
    const bad = zipSync({ 'Bundle/A.rdl': bytes(rdl), 'Bundle/B.rdl': bytes('<Invoice/>') });
    expect(reportFileProblem({ fileName: 'Bundle.zip', content: bad })).toMatchObject({
      reason: 'File: Bundle.zip is not a zip archive of report definitions (.rdl, .rdlc).',
    });
    expect(reportFileProblem({ fileName: 'fake.zip', content: bytes(rdl) })).toMatchObject({ code: 'unsupportedMediaType' });
  });
});

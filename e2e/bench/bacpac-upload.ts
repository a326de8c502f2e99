/**
 * Issue 28: a 100 MB BACPAC sent by the console's browser upload (features/database-servers/bacpac-upload.ts,
 * driven through the Database servers page in real Chromium) must reach ≥ 50 % of the throughput of
 * @azure/storage-blob's own block upload (uploadFile) of the same file to the same Azurite in the same
 * run, with the page's JS heap growing by ≤ 20 MB. `npm run bench:bacpac`; never asserted inside a test.
 */
import { BlockBlobClient } from '@azure/storage-blob';
import { blobBlockSize } from '@console/contract';
import { chromium } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumFlags, chromiumPath } from '../chromium';
import { ownServer } from '../own-server';
import { signIn, storedToken } from '../support';

const sizeBytes = 100 * 1000 * 1000;
const throughputGoal = 0.5;
const heapGoalBytes = 20 * 1000 * 1000;

const main = async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-bacpac-'));
  const file = path.join(folder, 'bench.bacpac');
  // Random bytes: nothing on the way can compress them; the zip header a BACPAC starts with first.
  const content = randomBytes(sizeBytes);
  Buffer.from([0x50, 0x4b, 0x03, 0x04]).copy(content);
  writeFileSync(file, content);
  const server = ownServer(Number(process.env.BENCH_BACPAC_PORT ?? 4631));
  await server.start({ SEED_CUSTOMERS: '0' });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, 'admin', `${server.baseURL}/azure/databases`);
    await page.getByRole('button', { name: 'Upload', exact: true }).waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const heapUsed = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'JSHeapUsedSize')!.value;
    await cdp.send('HeapProfiler.collectGarbage');
    const heapBefore = await heapUsed();

    await page.locator('input[type="file"]').setInputFiles(file);
    let heapPeak = heapBefore;
    let isDone = false;
    const sampler = (async () => {
      while (!isDone) {
        heapPeak = Math.max(heapPeak, await heapUsed());
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    // Timed from the click: the upload address, the HEAD, every block and the block list.
    const started = performance.now();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('bench.bacpac was uploaded as the default database.').waitFor({ timeout: 600_000 });
    const consoleSeconds = (performance.now() - started) / 1000;
    isDone = true;
    await sampler;

    // The SDK's own block upload of the same file, to the same blob of the same Azurite.
    const token = await storedToken(page);
    const answer = await fetch(`${server.baseURL}/api/azure/databaseservers/defaultdatabase`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { uri } = (await answer.json()) as { uri: string };
    // Block upload: the SDK's uploadFile cut into the spec's 262,144-byte blocks (its default
    // concurrency). Below 256 MB it would otherwise send one PUT, which is no block upload; that
    // single-shot time is printed too, for reference.
    const sdkStarted = performance.now();
    await new BlockBlobClient(uri).uploadFile(file, { blockSize: blobBlockSize, maxSingleShotSize: blobBlockSize });
    const sdkSeconds = (performance.now() - sdkStarted) / 1000;
    const singleStarted = performance.now();
    await new BlockBlobClient(uri).uploadFile(file);
    const singleSeconds = (performance.now() - singleStarted) / 1000;

    const mbps = (seconds: number) => sizeBytes / 1e6 / seconds;
    const ratio = mbps(consoleSeconds) / mbps(sdkSeconds);
    const growth = heapPeak - heapBefore;
    console.log(`console upload: ${consoleSeconds.toFixed(2)} s, ${mbps(consoleSeconds).toFixed(1)} MB/s`);
    console.log(
      `@azure/storage-blob uploadFile in 262,144-byte blocks: ${sdkSeconds.toFixed(2)} s, ${mbps(sdkSeconds).toFixed(1)} MB/s`,
    );
    console.log(`(for reference, uploadFile as one PUT: ${singleSeconds.toFixed(2)} s, ${mbps(singleSeconds).toFixed(1)} MB/s)`);
    console.log(
      `${ratio >= throughputGoal ? 'MET ' : 'MISS'}  throughput: ${(ratio * 100).toFixed(0)} % of the SDK's (goal ≥ ${throughputGoal * 100} %)`,
    );
    console.log(
      `${growth <= heapGoalBytes ? 'MET ' : 'MISS'}  JS heap growth: ${(growth / 1e6).toFixed(1)} MB (goal ≤ ${heapGoalBytes / 1e6} MB)`,
    );
  } finally {
    await browser.close();
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
};

await main();

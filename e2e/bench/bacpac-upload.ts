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
import { openBarePage } from './bare-page';
import { ownServer } from '../own-server';
import { signIn, storedToken } from '../support';

const sizeBytes = 100 * 1000 * 1000;
const throughputGoal = 0.5;
const heapGoalBytes = 20 * 1000 * 1000;
const rounds = Number(process.env.BENCH_BACPAC_ROUNDS ?? 3);
const port = Number(process.env.BENCH_BACPAC_PORT ?? 4631);
// The embedded Azurite's own port, so that the SDK can also be measured straight against it.
const blobPort = port + 1;

/** BENCH_BACPAC_PROFILE=<file>: the page's CPU profile of the (last) console upload is written there. */
const profileFile = process.env.BENCH_BACPAC_PROFILE;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const main = async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-bacpac-'));
  const file = path.join(folder, 'bench.bacpac');
  // Random bytes: nothing on the way can compress them; the zip header a BACPAC starts with first.
  const content = randomBytes(sizeBytes);
  Buffer.from([0x50, 0x4b, 0x03, 0x04]).copy(content);
  writeFileSync(file, content);
  const server = ownServer(port);
  await server.start({ SEED_CUSTOMERS: '0', BLOB_PORT: String(blobPort) });
  // Signed in by Playwright in a profile of its own; the uploads run in that profile without Playwright
  // (bare-page.ts): its network instrumentation reports every request and slowed the page threefold.
  const profile = path.join(folder, 'profile');
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumFlags,
    viewport: { width: 1440, height: 900 },
  });
  const signInPage = await context.newPage();
  await signIn(signInPage, 'admin', `${server.baseURL}/azure/databases`);
  const token = await storedToken(signInPage);
  await context.close();
  const pageUrl = `${server.baseURL}/azure/databases`;
  const page = await openBarePage({ profile, url: pageUrl });
  try {
    const uploadButton = `[...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Upload')`;
    /** One upload through the Database servers page, timed in the page from the click to the toast; its heap growth. */
    const consoleUpload = async () => {
      await page.goto(pageUrl);
      await page.evaluate(`new Promise((resolve, reject) => {
        const started = Date.now();
        const look = () => ${uploadButton} ? resolve(true) : Date.now() - started > 30000 ? reject(new Error('no Upload button')) : setTimeout(look, 50);
        look();
      })`);
      const heapBefore = await page.heapUsed(true);
      await page.setInputFile('input[type="file"]', file);
      let heapPeak = heapBefore;
      let isDone = false;
      const sampler = (async () => {
        while (!isDone) {
          heapPeak = Math.max(heapPeak, await page.heapUsed());
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      if (profileFile) await page.send('Profiler.enable').then(() => page.send('Profiler.start'));
      // Timed from the click: the upload address, the HEAD, every block and the block list, to the toast.
      const milliseconds = await page.evaluate<number>(`new Promise((resolve, reject) => {
        const text = 'bench.bacpac was uploaded as the default database.';
        let started = 0;
        const observer = new MutationObserver((changes) => {
          for (const change of changes) for (const node of change.addedNodes) {
            if (node.textContent && node.textContent.includes(text)) { observer.disconnect(); resolve(performance.now() - started); return; }
            if (node.textContent && node.textContent.includes('upload failed')) { observer.disconnect(); reject(new Error(node.textContent)); return; }
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
        started = performance.now();
        ${uploadButton}.click();
      })`);
      isDone = true;
      await sampler;
      if (profileFile)
        writeFileSync(profileFile, JSON.stringify((await page.send<{ profile: unknown }>('Profiler.stop')).profile));
      return { seconds: milliseconds / 1000, heapGrowth: heapPeak - heapBefore };
    };

    // The SDK's own block upload of the same file, to the same blob of the same Azurite: uploadFile cut
    // into the spec's 262,144-byte blocks (its default concurrency; below 256 MB it would otherwise send
    // one PUT, which is no block upload). Once with the address the console gives (on the console's
    // origin), once straight to Azurite's own port: the goal is held against the faster.
    const uploadAddress = async () => {
      const answer = await fetch(`${server.baseURL}/api/azure/databaseservers/defaultdatabase`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await answer.json()) as { uri: string }).uri;
    };
    const sdkUpload = async (isDirect: boolean) => {
      const uri = new URL(await uploadAddress());
      const target = isDirect
        ? `http://127.0.0.1:${blobPort}${uri.pathname.replace(/^\/blob/, '')}${uri.search}`
        : uri.toString();
      const started = performance.now();
      await new BlockBlobClient(target).uploadFile(file, { blockSize: blobBlockSize, maxSingleShotSize: blobBlockSize });
      return (performance.now() - started) / 1000;
    };

    const consoleRuns: { seconds: number; heapGrowth: number }[] = [];
    const viaConsole: number[] = [];
    const direct: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      consoleRuns.push(await consoleUpload());
      viaConsole.push(await sdkUpload(false));
      direct.push(await sdkUpload(true));
    }

    const mbps = (seconds: number) => sizeBytes / 1e6 / seconds;
    const consoleSeconds = median(consoleRuns.map((r) => r.seconds));
    const peerSeconds = Math.min(median(viaConsole), median(direct));
    const ratio = mbps(consoleSeconds) / mbps(peerSeconds);
    const growth = Math.max(...consoleRuns.map((r) => r.heapGrowth));
    const list = (values: number[]) => values.map((v) => v.toFixed(2)).join(', ');
    console.log(`${rounds} rounds, alternating; medians`);
    console.log(
      `console upload: ${consoleSeconds.toFixed(2)} s, ${mbps(consoleSeconds).toFixed(1)} MB/s (${list(consoleRuns.map((r) => r.seconds))} s)`,
    );
    console.log(
      `@azure/storage-blob uploadFile in 262,144-byte blocks, the console's address: ${median(viaConsole).toFixed(2)} s, ` +
        `${mbps(median(viaConsole)).toFixed(1)} MB/s (${list(viaConsole)} s)`,
    );
    console.log(
      `@azure/storage-blob uploadFile in 262,144-byte blocks, Azurite's own port: ${median(direct).toFixed(2)} s, ` +
        `${mbps(median(direct)).toFixed(1)} MB/s (${list(direct)} s)`,
    );
    console.log(
      `${ratio >= throughputGoal ? 'MET ' : 'MISS'}  throughput: ${(ratio * 100).toFixed(0)} % of the SDK's faster (goal ≥ ${throughputGoal * 100} %)`,
    );
    console.log(
      `${growth <= heapGoalBytes ? 'MET ' : 'MISS'}  JS heap growth: ${(growth / 1e6).toFixed(1)} MB, the largest of the rounds (goal ≤ ${heapGoalBytes / 1e6} MB)`,
    );
  } finally {
    await page.close();
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
};

await main();

import type { ClickOnceArtifacts } from '@console/contract';
import { formatLocalTime, formatUtcTime } from '../../lib/format-time';

const formatSize = (bytes: number) =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} kB`;

/** One line per artifact: name, size and hash, as the window lists them. */
export const describeArtifact = (artifact: ClickOnceArtifacts['artifacts'][number]) =>
  `${formatSize(artifact.sizeBytes)}, SHA-256 ${artifact.sha256}`;

/**
 * Fills a window opened for the download (doc1 §2: the artifact actions open in a new window) with
 * the artifacts as links, built with DOM calls so nothing from the server is read as markup.
 */
export const showArtifactsIn = (target: Window, artifacts: ClickOnceArtifacts) => {
  const doc = target.document;
  doc.title = `ClickOnce artifacts of ${artifacts.alias}`;
  doc.documentElement.lang = 'en';
  const main = doc.createElement('main');
  const heading = doc.createElement('h1');
  heading.textContent = doc.title;
  const about = doc.createElement('p');
  about.textContent = `Build ${artifacts.version ?? 'unknown'}; ${
    artifacts.signedAt
      ? `signed ${formatLocalTime(artifacts.signedAt)} (${formatUtcTime(artifacts.signedAt)})`
      : 'not re-signed from the console'
  }.`;
  main.append(heading, about);
  if (artifacts.artifacts.length === 0) {
    const none = doc.createElement('p');
    none.textContent = 'The customer runs no build with ClickOnce artifacts.';
    main.append(none);
  } else {
    const list = doc.createElement('ul');
    for (const artifact of artifacts.artifacts) {
      const item = doc.createElement('li');
      const link = doc.createElement('a');
      link.href = artifact.url;
      link.textContent = artifact.fileName;
      link.setAttribute('download', artifact.fileName.split('/').pop() ?? artifact.fileName);
      const detail = doc.createElement('span');
      detail.textContent = ` — ${describeArtifact(artifact)}`;
      item.append(link, detail);
      list.append(item);
    }
    main.append(list);
  }
  doc.body.replaceChildren(main);
};

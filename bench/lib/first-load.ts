// What a page downloads before it can render, read from Vite's build manifest (dist/.vite/manifest.json).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One record of Vite's manifest (the fields this bench reads). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** A page: the layout module(s) it renders in and its route component, as source paths under apps/web. */
export interface PageSpec {
  address: string;
  route: string;
  /** Layout modules: lazily loaded chunks, or bundled into the entry's static graph (then already counted). */
  layouts: string[];
  /** The route's lazily loaded component (the registry's `lazy(() => import(...))`). */
  component: string;
  /** Other lazy modules the page waits for before it renders (texts loaded beside the component). */
  awaits?: string[];
  /** JS budget in bytes of gzip, over the entry, its static imports and the lazy chunks with theirs. */
  budget?: number;
}

export interface LoadedFile {
  file: string;
  kind: 'js' | 'css';
  /** Why the page loads it: 'entry' or the lazy source module that brings it. */
  via: string;
  gzipBytes: number;
}

export interface PageLoad {
  page: PageSpec;
  files: LoadedFile[];
  /** Layouts with no chunk of their own: bundled into the entry's static graph. */
  staticLayouts: string[];
  jsBytes: number;
  cssBytes: number;
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1)
    throw new Error(`expected one entry in the manifest, found ${entries.join(', ')}`);
  return entries[0];
}

/** The chunk and everything it imports statically, transitively (what the browser must fetch with it). */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    const chunk = manifest[current];
    if (!chunk) throw new Error(`the manifest has no chunk "${current}"`);
    seen.add(current);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen];
}

const gzipCache = new Map<string, number>();

/** Gzip size at zlib's default level, as Vite's own build report computes it. */
export function gzipSize(distDir: string, file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(distDir, file))).length;
    gzipCache.set(file, size);
  }
  return size;
}

/**
 * Every JS and CSS file a page needs: the entry with its static imports, then each layout's, the route
 * component's and each awaited module's chunk with their static imports (a file is counted once). A route component without a lazy
 * chunk is an error (the bench's table no longer matches the app, and the figure would lie); so is a layout
 * that is neither a lazy chunk nor an existing source file (then it can only be inside the entry's graph).
 */
export function pageLoad(manifest: Manifest, appDir: string, distDir: string, page: PageSpec): PageLoad {
  const files: LoadedFile[] = [];
  const counted = new Set<string>();
  const add = (key: string, via: string) => {
    for (const chunkKey of staticClosure(manifest, key)) {
      const chunk = manifest[chunkKey];
      const own = [
        { file: chunk.file, kind: 'js' as const },
        ...(chunk.css ?? []).map((file) => ({ file, kind: 'css' as const })),
      ];
      for (const { file, kind } of own) {
        if (counted.has(file)) continue;
        counted.add(file);
        files.push({ file, kind, via, gzipBytes: gzipSize(distDir, file) });
      }
    }
  };
  add(entryKey(manifest), 'entry');
  const staticLayouts: string[] = [];
  for (const layout of page.layouts) {
    if (manifest[layout]?.isDynamicEntry) add(layout, layout);
    else if (existsSync(join(appDir, layout))) staticLayouts.push(layout);
    else throw new Error(`${page.address}: layout "${layout}" is neither a lazy chunk nor a source file`);
  }
  if (!manifest[page.component]?.isDynamicEntry) {
    throw new Error(`${page.address}: "${page.component}" is not a lazily loaded chunk in the manifest`);
  }
  add(page.component, page.component);
  for (const awaited of page.awaits ?? []) {
    if (!manifest[awaited]?.isDynamicEntry)
      throw new Error(`${page.address}: "${awaited}" is not a lazily loaded chunk in the manifest`);
    add(awaited, awaited);
  }
  const sum = (kind: 'js' | 'css') =>
    files.filter((f) => f.kind === kind).reduce((total, f) => total + f.gzipBytes, 0);
  return { page, files, staticLayouts, jsBytes: sum('js'), cssBytes: sum('css') };
}

// What the figures depend on: CPUs, memory, open-file limit, Node.
import { execFileSync } from 'node:child_process';
import os from 'node:os';

export function machineFacts() {
  let openFiles = null;
  try {
    openFiles = Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
  } catch {
    // unknown limit: reported as null
  }
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? '?',
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    freeMemoryGiB: Math.round((os.freemem() / 2 ** 30) * 10) / 10,
    loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
    openFilesLimit: Number.isFinite(openFiles) ? openFiles : null,
    node: process.version,
  };
}

export const describeMachine = (facts) =>
  `${facts.cpus} CPUs (${facts.cpuModel}), ${facts.memoryGiB} GiB (${facts.freeMemoryGiB} livres), ulimit -n ${facts.openFilesLimit ?? '?'}, ` +
  `load ${facts.loadAverage.join(' ')}, Node ${facts.node}`;

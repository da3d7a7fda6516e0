/** Whether a process of this machine is still running (`kill -0`: sends nothing). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

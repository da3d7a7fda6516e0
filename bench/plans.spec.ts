// The hot queries' plans at scale (written by bench/scale.mjs on 10,000 restaurants and 1,000,000 products) must reach
// the big tables through their indexes: a sequential scan there reads every row of every restaurant (or user).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const PLANS = join(__dirname, 'plans');
const BIG_TABLES = ['restaurants', 'products', 'menus', 'sections', 'section_items', 'users'];
const files = readdirSync(PLANS).filter((name) => name.endsWith('.txt'));

/** The tables a plan reads with a sequential scan. */
const seqScans = (plan: string) => [...plan.matchAll(/Seq Scan on (\w+)/g)].map((match) => match[1]);

describe('the hot queries’ plans at scale (bench/plans)', () => {
  it('are checked in for the guest menu and the owner’s lists', () => {
    expect(files).toEqual(
      expect.arrayContaining(['guest-menu.txt', 'products-by-name.txt', 'menus.txt', 'restaurants-of-owner.txt']),
    );
  });

  it.each(files)('%s reads no big table with a sequential scan', (file) => {
    const plan = readFileSync(join(PLANS, file), 'utf8');
    expect(plan).toMatch(/Scan/);
    expect(seqScans(plan).filter((table) => BIG_TABLES.includes(table))).toEqual([]);
  });

  it.each(files)('%s carries no timings or buffers (a rerun changes it only when the plan changes)', (file) => {
    expect(readFileSync(join(PLANS, file), 'utf8')).not.toMatch(
      /actual time=|actual rows=|Execution Time|Planning Time|Buffers:|Heap Blocks/,
    );
  });

  it('would catch one', () => {
    expect(seqScans('  ->  Seq Scan on products p (actual time=0.01..9.1 rows=1000000.00 loops=1)')).toEqual([
      'products',
    ]);
  });
});

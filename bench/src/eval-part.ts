// A new blind corpus part, measured before it joins the corpus (decision 038): `npm run eval:part --
// <folder> [--show]` reads its journal.json and support.json and prints recall per family, false alarms,
// the domestic abuse line and support's intent and escalation; `--show` prints each miss to tune on
// afterwards. Never run on bench/ai-eval/held-out with --show.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../src/server/config.js';
import { applyEscalation } from '../../src/server/features/support/escalation.js';
import { createAiProvider } from '../../src/server/providers/ai/create-ai-provider.js';

const [folder, flag] = process.argv.slice(2);
if (!folder) throw new Error('usage: npm run eval:part -- <folder> [--show]');
const show = flag === '--show';
const casesOf = (name: string) => JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')).cases;
const ai = await createAiProvider({ ...loadConfig().ai, model: undefined });

class Tally {
  found = 0;
  atRisk = 0;
  falseAlarms = 0;
  harmless = 0;
  families: Record<string, { found: number; of: number }> = {};
  count(item: { risk: boolean; family: string | null }, flagged: boolean, text: string, where: string) {
    if (!item.risk) {
      this.harmless++;
      if (flagged) this.falseAlarms++;
      if (flagged && show) console.log(`false alarm (${where}, ${item.family}): ${text}`);
      return;
    }
    this.families[item.family!] ??= { found: 0, of: 0 };
    const family = this.families[item.family!]!;
    this.atRisk++;
    family.of++;
    if (flagged) {
      this.found++;
      family.found++;
    } else if (show) console.log(`missed (${where}, ${item.family}): ${text}`);
  }
  toString() {
    return `${this.found}/${this.atRisk} at risk found, ${this.falseAlarms}/${this.harmless} false alarms ${JSON.stringify(this.families)}`;
  }
}

const journal = new Tally();
let abuseLine = 0;
let abuse = 0;
for (const item of casesOf('journal.json')) {
  const { crisis } = await ai.generate('journal', { silverLining: item.text });
  journal.count(item, crisis !== null, item.text, 'journal');
  if (!item.abuse) continue;
  abuse++;
  if (crisis?.domesticAbuse) abuseLine++;
  else if (show) console.log(`no domestic abuse line: ${item.text}`);
}
console.log(`journal: ${journal}; domestic abuse line ${abuseLine}/${abuse}`);

const support = new Tally();
let intentRight = 0;
let escalationRight = 0;
const messages = casesOf('support.json');
for (const item of messages) {
  const { value, crisis } = await ai.generate('support', { type: item.type, priority: item.priority, message: item.message });
  const answer = applyEscalation(item, value, { crisis });
  support.count(item, answer.crisis !== null, item.message, 'support');
  if (answer.category === item.intent) intentRight++;
  else if (show) console.log(`intent ${answer.category}, expected ${item.intent}: ${item.message}`);
  if (answer.escalateToHuman === item.escalate) escalationRight++;
}
console.log(`support: ${support}; intent ${intentRight}/${messages.length}, escalation ${escalationRight}/${messages.length}`);

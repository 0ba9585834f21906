/** `npm run admin:create`: see ADMIN_CREATE_USAGE. */
import { createInterface } from 'node:readline/promises';
import { loadConfig } from '#server/config.js';
import { openDatabase } from '#server/db/open-database.js';
import { runAdminCreate, type AdminCreateIo } from './admin-create.js';

const io: AdminCreateIo = {
  prompt: async (question, options) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    if (options?.hidden) {
      // Echo nothing of what is typed: overriding readline's writer is the standard library's only way.
      const writer = rl as unknown as { _writeToOutput: (text: string) => void };
      writer._writeToOutput = (text: string) => {
        if (text.includes(question)) process.stdout.write(question);
      };
    }
    try {
      return await rl.question(question);
    } finally {
      if (options?.hidden) process.stdout.write('\n');
      rl.close();
    }
  },
  readStdin: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
  out: (line) => console.log(line),
};

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  process.exitCode = await runAdminCreate({ db: database.db, argv: process.argv.slice(2), io });
} finally {
  await database.close();
}

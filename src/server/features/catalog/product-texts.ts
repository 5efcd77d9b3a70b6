import { eq, type SQL, sql } from 'drizzle-orm';
import { product } from '../../../contract/catalog.js';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { preparedOnce } from '../../db/prepared.js';
import { presentProduct, productColumns, productVersion, selectPublished } from './present-product.js';

/**
 * What an instance keeps: up to 20,000 texts, about 1 KB each, a popular part of the catalogue; and at
 * most 24 million characters in all, since descriptions of up to 5,000 characters would make 20,000
 * texts take 100 MB and more (decision 042).
 */
const KEPT = { texts: 20_000, chars: 24_000_000 };

interface VersionedId {
  id: number;
  version: string;
}

/** Beside each published product's id, only its three rows' `xmin` leave the database. */
const versionColumns = { version: productVersion };

/**
 * The published products of an ordered list of ids, with each one's current version, in the list's order:
 * one small read, since the rows are found by primary key.
 */
export function versionsStatement(db: Database, name: string, ids: () => SQL) {
  return preparedOnce(db, `versions_${name}`, () =>
    selectPublished(db, versionColumns)
      .innerJoin(sql`unnest(${ids()}) with ordinality as page(id, n)`, sql`page.id = ${products.id}`)
      .orderBy(sql`page.n`),
  );
}

/**
 * Product answers as JSON text, kept per product and version: a page whose products have not changed
 * since they were last shown costs one read of their versions, not a read, a check and a serialisation
 * of every field.
 */
export function createProductTexts(kept = KEPT) {
  const texts = new Map<number, VersionedId & { json: string }>();
  let chars = 0;
  const drop = (id: number) => {
    chars -= texts.get(id)?.json.length ?? 0;
    texts.delete(id);
  };

  async function load(db: Database, ids: number[]) {
    const statement = preparedOnce(db, 'products_by_ids', () =>
      selectPublished(
        db,
        { ...productColumns, version: productVersion },
        sql`${products.id} = any(${sql.placeholder('ids')}::int[])`,
      ),
    );
    // Dropped first: a product unpublished since its version was read must not be shown from an old text.
    for (const id of ids) drop(id);
    const rows = await statement.execute({ ids });
    const loaded = rows.map((row) => ({
      id: row.id,
      version: row.version,
      json: JSON.stringify(product.parse(presentProduct(row))),
    }));
    for (const text of loaded) {
      drop(text.id);
      texts.set(text.id, text);
      chars += text.json.length;
    }
    // The oldest texts go first once the store is full.
    while (texts.size > kept.texts || chars > kept.chars) drop(texts.keys().next().value!);
    return new Map(loaded.map((text) => [text.id, text.json]));
  }

  /** The texts of a page's products in its order, read in full only where the version changed. */
  async function textsOf(db: Database, page: VersionedId[]) {
    // Taken now: reading the others may make newer texts take the place of these.
    const current = page.map(({ id, version }) => {
      const text = texts.get(id);
      return text?.version === version ? text.json : undefined;
    });
    const stale = page.filter((_, i) => current[i] === undefined).map(({ id }) => id);
    const read = stale.length > 0 ? await load(db, stale) : new Map<number, string>();
    // A product unpublished between the two reads is left out.
    return page.flatMap(({ id }, i) => {
      const json = current[i] ?? read.get(id);
      return json ? [json] : [];
    });
  }

  const versionOf = (db: Database, id: number) =>
    preparedOnce(db, 'version_of_product', () =>
      selectPublished(db, versionColumns, eq(products.id, sql.placeholder('id'))),
    ).execute({ id });

  const versionsByIds = (db: Database, ids: number[]) =>
    versionsStatement(db, 'by_ids', () => sql`${sql.placeholder('ids')}::int[]`).execute({ ids });

  return {
    /** The JSON array of a page read by `versionsStatement`. */
    pageJson: async (db: Database, page: VersionedId[]) => `[${(await textsOf(db, page)).join(',')}]`,
    /** One published product's JSON, or undefined when there is none by that id. */
    productJson: async (db: Database, id: number) => (await textsOf(db, await versionOf(db, id)))[0],
    /** The JSON array of the published products among `ids`, in their order. */
    idsJson: async (db: Database, ids: number[]) =>
      ids.length === 0 ? '[]' : `[${(await textsOf(db, await versionsByIds(db, ids))).join(',')}]`,
    /** How many texts and characters are kept now. */
    size: () => ({ texts: texts.size, chars }),
  };
}

export type ProductTexts = ReturnType<typeof createProductTexts>;

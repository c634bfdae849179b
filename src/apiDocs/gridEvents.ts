import ts from 'typescript';
import { ApiExtractionError, packageProgram, resolveAlias, resolveTypes, type ApiProgram } from './program';

/**
 * The catalogue of Data Grid events for the Events page (`stories/x/react-data-grid/events/`):
 * every key of `GridEventLookup` as each edition's program sees it (Pro and Premium add theirs by
 * augmenting the interface), with its parameter and event types as the `.d.ts` write them and
 * its JSDoc description.
 */

/** Where `generate:api-pages` writes the catalogue, relative to the output root. */
export const GRID_EVENTS_FILE = 'stories/x/react-data-grid/events/gridEvents.json';

export type GridEventEdition = 'community' | 'pro' | 'premium';

export interface GridEventDoc {
  name: string;
  /** The edition whose package declares the event (the grids of higher plans publish it too). */
  edition: GridEventEdition;
  /** What the event is about, from the interface that declares it. */
  group: string;
  /** Type of the first handler argument (`params`), as written in the `.d.ts`; null when the event has none. */
  params: string | null;
  /** Type of the third handler argument (`event`) when the grid passes a DOM or React event; else null. */
  event: string | null;
  /** The JSDoc description, plain text; empty when the `.d.ts` has none. */
  description: string;
}

export interface GridEventsCatalogue {
  /** Version of `@mui/x-data-grid` the catalogue was read from. */
  version: string;
  events: GridEventDoc[];
}

/** The editions in plan order, each with its package. */
export const GRID_EVENT_EDITIONS: readonly (readonly [GridEventEdition, string])[] = [
  ['community', '@mui/x-data-grid'],
  ['pro', '@mui/x-data-grid-pro'],
  ['premium', '@mui/x-data-grid-premium'],
];

/** The group of an event, by the name of the interface declaring it (Pro and Premium suffixes dropped). */
const GROUPS: Readonly<Record<string, string>> = {
  GridRowEventLookup: 'Rows',
  GridCellEventLookup: 'Cells',
  GridColumnHeaderEventLookup: 'Column headers',
  GridHeaderFilterEventLookup: 'Header filters',
  GridColumnGroupHeaderEventLookup: 'Column group headers',
  GridControlledStateEventLookup: 'State changes',
  GridEventLookup: 'Grid',
};

function groupOf(declaration: ts.Declaration): string {
  const parent = declaration.parent;
  const name = ts.isInterfaceDeclaration(parent) ? parent.name.text.replace(/(Pro|Premium)$/, '') : '';
  return GROUPS[name] ?? 'Grid';
}

/** The type a member of the event's entry declares (`params`, `event`), as written, on one line. */
function memberTypeText(entry: ts.Declaration, member: string): string | null {
  if (!ts.isPropertySignature(entry) || !entry.type || !ts.isTypeLiteralNode(entry.type)) return null;
  const property = entry.type.members.find(
    (candidate): candidate is ts.PropertySignature =>
      ts.isPropertySignature(candidate) && ts.isIdentifier(candidate.name) && candidate.name.text === member,
  );
  return property?.type ? property.type.getText().replace(/\s+/g, ' ').replace(/;\s*}/g, ' }').trim() : null;
}

/** JSDoc text without the compiler's `[[Name]]` link markers. */
function descriptionOf(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  return ts
    .displayPartsToString(symbol.getDocumentationComment(checker))
    .replace(/\[\[([^\]]+)\]\]/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The edition of the package whose `.d.ts` declares `declaration`. */
function editionOf(declaration: ts.Declaration): GridEventEdition {
  const file = declaration.getSourceFile().fileName;
  if (file.includes('/@mui/x-data-grid-premium/')) return 'premium';
  if (file.includes('/@mui/x-data-grid-pro/')) return 'pro';
  return 'community';
}

/**
 * The members of `GridEventLookup` as the Premium program sees them. Pro augments the interface
 * of `@mui/x-data-grid` and Premium that of `@mui/x-data-grid-pro`, and each package re-exports
 * the interface through its own chain of `export *`, so the lookup is read through every grid
 * package's entry and the members are joined. The edition is the package that declares a member.
 */
export function extractGridEvents(api: ApiProgram): GridEventsCatalogue {
  const premium = GRID_EVENT_EDITIONS[GRID_EVENT_EDITIONS.length - 1][1];
  const { program, checker } = packageProgram(api, premium);
  const members = new Map<string, ts.Symbol>();
  for (const [, packageName] of GRID_EVENT_EDITIONS) {
    const entry = resolveTypes(packageName, api.rootDir);
    const file = entry ? program.getSourceFile(entry) : undefined;
    const moduleSymbol = file && checker.getSymbolAtLocation(file);
    const exported = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.name === 'GridEventLookup');
    if (!exported) throw new ApiExtractionError(`${packageName} does not export GridEventLookup.`);
    const lookup = checker.getDeclaredTypeOfSymbol(resolveAlias(checker, exported));
    for (const property of checker.getPropertiesOfType(lookup)) {
      if (!members.has(property.name) && property.declarations?.length) members.set(property.name, property);
    }
  }
  const events: GridEventDoc[] = [...members.values()].map((property) => {
    const declaration = property.declarations![0];
    return {
      name: property.name,
      edition: editionOf(declaration),
      group: groupOf(declaration),
      params: memberTypeText(declaration, 'params'),
      event: memberTypeText(declaration, 'event'),
      description: descriptionOf(property, checker),
    };
  });
  events.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return { version: packageProgram(api, GRID_EVENT_EDITIONS[0][1]).version, events };
}

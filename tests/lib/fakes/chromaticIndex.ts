import { readBody, send, startFakeServer, type FakeServer } from './server';

/**
 * A fake Chromatic index (what `CHROMATIC_INDEX_URL` points the Chromatic CLI at, by default
 * https://index.chromatic.com) on 127.0.0.1. `POST /graphql` answers the GraphQL operations the
 * CLI 16.6.2 sends on a `--dry-run` with a prebuilt `--storybook-build-dir`, in this order:
 *
 * 1. `CreateAppTokenMutation`: trades the project token for an app token, which every later
 *    operation must send as `Authorization: Bearer <appToken>`.
 * 2. `FirstCommittedAtQuery`: a project with no builds yet, so the CLI looks for no baseline
 *    commits in the git history.
 * 3. `LastBuildQuery`: no build on this commit, so nothing is skipped as a rebuild.
 * 4. `AnnounceBuildMutation`: the build, number `buildNumber`.
 *
 * The CLI then validates and hashes the build directory locally; `--dry-run` skips the upload
 * (`UploadBuildMutation`), `PublishBuildMutation`, the verification and the snapshots. The fake also
 * answers `TrackCLITelemetryEvent` (sent when a Storybook build fails). Any other operation gets a
 * GraphQL error, on which the CLI stops at once, and is recorded like the others.
 */
export interface ChromaticOperation {
  /** e.g. `CreateAppTokenMutation`; `null` when the body was no GraphQL operation. */
  name: string | null;
  variables: Record<string, unknown>;
  /** The `Authorization` header, if any. */
  authorization: string | null;
}

export interface FakeChromaticIndexOptions {
  /** The app token answered to `CreateAppTokenMutation`. */
  appToken?: string;
  buildNumber?: number;
  port?: number;
}

export interface FakeChromaticIndex extends FakeServer {
  /** `CHROMATIC_INDEX_URL`: the origin, the CLI adds `/graphql`. */
  indexUrl: string;
  appToken: string;
  buildNumber: number;
  /** GraphQL operations received, in order. */
  operations(): ChromaticOperation[];
  reset(): void;
}

type Answer = (variables: Record<string, unknown>) => unknown;

function graphqlError(message: string) {
  // The CLI reads `path` and `locations` of every error.
  return { errors: [{ message, path: [], locations: [] }] };
}

export async function startFakeChromaticIndex(options: FakeChromaticIndexOptions = {}): Promise<FakeChromaticIndex> {
  const appToken = options.appToken ?? 'fake-app-token';
  const buildNumber = options.buildNumber ?? 42;
  let operations: ChromaticOperation[] = [];

  const answers: Record<string, Answer> = {
    CreateAppTokenMutation: () => ({ appToken }),
    FirstCommittedAtQuery: () => ({ app: { firstBuild: null, lastBuild: null } }),
    LastBuildQuery: () => ({ app: { isOnboarding: false, lastBuild: null } }),
    AnnounceBuildMutation: () => ({
      announceBuild: {
        id: `fake-build-${buildNumber}`,
        number: buildNumber,
        browsers: ['chrome'],
        status: 'ANNOUNCED',
        autoAcceptChanges: false,
        reportToken: 'fake-report-token',
        features: { uiTests: true, uiReview: false, isReactNativeApp: false },
        app: { id: 'fake-app', turboSnapAvailability: 'AVAILABLE' },
      },
    }),
    TrackCLITelemetryEvent: () => ({ trackCLITelemetryEvent: true }),
  };

  const server = await startFakeServer(async (request, response, recorded) => {
    if (recorded.method !== 'POST' || recorded.path !== '/graphql') {
      send(response, 404, 'text/plain', 'not found');
      return;
    }
    let body: { query?: unknown; variables?: unknown; operationName?: unknown } = {};
    try {
      body = JSON.parse(await readBody(request));
    } catch {
      // Recorded below with no name.
    }
    const query = typeof body.query === 'string' ? body.query : '';
    const name = typeof body.operationName === 'string' ? body.operationName : (/\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? null);
    const variables = body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : {};
    const authorization = request.headers.authorization ?? null;
    operations.push({ name, variables, authorization });

    const json = (payload: unknown) => send(response, 200, 'application/json', JSON.stringify(payload));
    const answer = name ? answers[name] : undefined;
    if (!answer) return json(graphqlError(`fake Chromatic index: unexpected operation ${name ?? '(none)'}`));
    if (name !== 'CreateAppTokenMutation' && authorization !== `Bearer ${appToken}`) {
      return json(graphqlError('fake Chromatic index: Must login'));
    }
    return json({ data: answer(variables) });
  }, options.port);

  return {
    ...server,
    indexUrl: server.url,
    appToken,
    buildNumber,
    operations: () => operations.slice(),
    reset: () => {
      operations = [];
    },
  };
}

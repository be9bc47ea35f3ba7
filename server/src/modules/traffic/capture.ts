/** What the request hook hands over of one finished request: primitives only. */
export interface CapturedRequest {
  /** Epoch milliseconds. */
  at: number;
  ip: string;
  method: string;
  /** Path and query as sent. */
  url: string;
  /** The route's pattern when its path holds a secret (stored instead of the path); else null. */
  secretRoute: string | null;
  statusCode: number;
  responseTime: number;
  userAgent: string;
  userId: string | null;
  blocked: boolean;
}

/** One captured request as read back at flush time; the object is reused, so copy what you keep. */
export type Captured = Readonly<CapturedRequest>;

const NONE = -1;
/** The text columns, numbered for their last-text slots. */
const [IP, METHOD, URL_PATH, SECRET_ROUTE, USER_AGENT, USER_ID, COLUMNS] = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * The request log's buffer on the request path: each request's facts go into columns (typed arrays
 * for numbers, and ids into a dictionary for the texts, which repeat: a few addresses, user agents
 * and URLs make most of a batch). A request adds no object that lives until the flush, so holding a
 * second of requests costs the garbage collector nothing; recognition, geo and encoding run at flush
 * time (materialize), once per distinct text where they can.
 */
export class RequestCapture {
  private n = 0;
  private readonly at: Float64Array;
  private readonly responseTime: Float64Array;
  private readonly statusCode: Uint16Array;
  private readonly blocked: Uint8Array;
  private readonly ip: Int32Array;
  private readonly method: Int32Array;
  private readonly url: Int32Array;
  private readonly secretRoute: Int32Array;
  private readonly userAgent: Int32Array;
  private readonly userId: Int32Array;
  private ids = new Map<string, number>();
  private texts: string[] = [];
  /** Per text column (COLUMNS), the text of the request added last and its id. */
  private lastText: (string | null)[] = Array.from({ length: COLUMNS }, () => null);
  private readonly lastId = new Int32Array(COLUMNS);

  constructor(readonly capacity: number) {
    this.at = new Float64Array(capacity);
    this.responseTime = new Float64Array(capacity);
    this.statusCode = new Uint16Array(capacity);
    this.blocked = new Uint8Array(capacity);
    this.ip = new Int32Array(capacity);
    this.method = new Int32Array(capacity);
    this.url = new Int32Array(capacity);
    this.secretRoute = new Int32Array(capacity);
    this.userAgent = new Int32Array(capacity);
    this.userId = new Int32Array(capacity);
  }

  get length(): number {
    return this.n;
  }

  get full(): boolean {
    return this.n >= this.capacity;
  }

  /**
   * The id of a column's text. Each request's texts are new strings (the HTTP parser makes them), so
   * a dictionary lookup hashes them all through; most often the text is the one the column had on the
   * previous request (one client's run of requests, a health checker), which a comparison finds.
   */
  private idIn(column: number, text: string): number {
    if (text === this.lastText[column]) return this.lastId[column]!;
    const id = this.id(text);
    this.lastText[column] = text;
    this.lastId[column] = id;
    return id;
  }

  private id(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.texts.length;
      this.texts.push(text);
      this.ids.set(text, id);
    }
    return id;
  }

  /**
   * Records one request (the fields of CapturedRequest, in its order, so the request path builds no
   * object); false, recording nothing, when full: the owner drains it as soon as it fills.
   */
  add(
    at: number,
    ip: string,
    method: string,
    url: string,
    secretRoute: string | null,
    statusCode: number,
    responseTime: number,
    userAgent: string,
    userId: string | null,
    blocked: boolean,
  ): boolean {
    const i = this.n;
    if (i >= this.capacity) return false;
    this.at[i] = at;
    this.responseTime[i] = responseTime;
    this.statusCode[i] = statusCode;
    this.blocked[i] = blocked ? 1 : 0;
    this.ip[i] = this.idIn(IP, ip);
    this.method[i] = this.idIn(METHOD, method);
    this.url[i] = this.idIn(URL_PATH, url);
    this.secretRoute[i] = secretRoute === null ? NONE : this.idIn(SECRET_ROUTE, secretRoute);
    this.userAgent[i] = this.idIn(USER_AGENT, userAgent);
    this.userId[i] = userId === null ? NONE : this.idIn(USER_ID, userId);
    this.n = i + 1;
    return true;
  }

  /**
   * The captured requests in order, each turned into what build answers, and empties the buffer
   * (even when build throws: what was captured is then lost, never blocking the next requests).
   */
  drain<T>(build: (c: Captured) => T): T[] {
    const n = this.n;
    const texts = this.texts;
    this.n = 0;
    this.ids = new Map();
    this.texts = [];
    // The ids start afresh: a text seen last batch has none yet.
    this.lastText = this.lastText.map(() => null);
    const out: T[] = [];
    // One object reused for every request: build copies what it keeps.
    const c: CapturedRequest = { at: 0, ip: '', method: '', url: '', secretRoute: null, statusCode: 0, responseTime: 0, userAgent: '', userId: null, blocked: false };
    for (let i = 0; i < n; i++) {
      c.at = this.at[i]!;
      c.ip = texts[this.ip[i]!]!;
      c.method = texts[this.method[i]!]!;
      c.url = texts[this.url[i]!]!;
      c.secretRoute = this.secretRoute[i] === NONE ? null : texts[this.secretRoute[i]!]!;
      c.statusCode = this.statusCode[i]!;
      c.responseTime = this.responseTime[i]!;
      c.userAgent = texts[this.userAgent[i]!]!;
      c.userId = this.userId[i] === NONE ? null : texts[this.userId[i]!]!;
      c.blocked = this.blocked[i] === 1;
      out.push(build(c));
    }
    return out;
  }
}

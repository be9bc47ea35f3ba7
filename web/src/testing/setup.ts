import { configure } from '@testing-library/react';

// The first render of a route loads its lazy chunk; on a busy 2-core machine that can take longer than
// testing-library's default second, and a `findBy…` then fails on the loading spinner (seen in CI on
// the admin traffic page). Five seconds still fails fast when something is really missing.
configure({ asyncUtilTimeout: 5000 });

"""Shared helpers for the Kutuzov data scripts: paths, the seed text, checked citations, TSV writing.

Every `seed L<n>` a source module writes goes through `cite()`, which records the line numbers and the words
each line must contain; `verify_citations()` then checks every one against the seed text, so a wrong line
number fails the build loudly instead of shipping a false citation.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, '..', '..'))
DATA = os.path.join(REPO, 'engine', 'src', 'games', 'kutuzov', 'data')
SEED_PATH = os.environ.get('KUTUZOV_SEED') or os.path.normpath(
    os.path.join(REPO, '..', 'shared', 'seeds', '001_dca055caecf9d185.txt'))


def seed_lines():
    """The seed as a list of lines (index 0 = line 1), or None when the file is not there."""
    if not os.path.exists(SEED_PATH):
        return None
    with open(SEED_PATH, encoding='utf-8') as f:
        return f.read().split('\n')


SEED = seed_lines()

# (lines, words, where) triples recorded by cite(); checked by verify_citations().
_CITED = []


def cite(*lines, kw=None, where=''):
    """'L12 L34' for a source cell, recording that each line must contain one of `kw` (a word or a list).

    With kw=None the line only has to exist and not be blank."""
    if isinstance(kw, str):
        kw = [kw]
    _CITED.append((lines, kw, where))
    return ' '.join('L%d' % n for n in lines)


def seed(*lines, kw=None, where=''):
    """'seed L12 L34' (a source cell prefix), checked like cite()."""
    return 'seed ' + cite(*lines, kw=kw, where=where)


def verify_citations():
    """Every recorded citation against the seed text; returns a list of problems (empty when all hold)."""
    if SEED is None:
        return ['seed file not found at %s (set KUTUZOV_SEED): citations not checked' % SEED_PATH]
    bad = []
    for lines, kw, where in _CITED:
        for n in lines:
            if n < 1 or n > len(SEED) or not SEED[n - 1].strip():
                bad.append('%s: seed L%d is blank or missing' % (where or '?', n))
                continue
            if kw and not any(k.lower() in SEED[n - 1].lower() for k in kw):
                bad.append('%s: seed L%d does not contain any of %s' % (where or '?', n, kw))
    return bad


def lines_matching(pattern, limit=None):
    """Seed line numbers whose text matches a regex (case-sensitive)."""
    if SEED is None:
        return []
    r = re.compile(pattern)
    out = [i for i, l in enumerate(SEED, 1) if r.search(l)]
    return out[:limit] if limit else out


def cell(v):
    """A TSV cell: booleans as 0/1, None as '-', no tabs or newlines."""
    if v is True:
        return '1'
    if v is False:
        return '0'
    if v is None or v == '':
        return '-'
    s = str(v)
    if '\t' in s or '\n' in s:
        raise ValueError('tab or newline in cell: %r' % s)
    return s


def write_tsv(name, comment, header, rows):
    """Writes DATA/name: '#' comment lines, the header, then rows (lists or dicts keyed by header)."""
    assert header[-1] == 'source', name
    path = os.path.join(DATA, name)
    out = []
    for line in comment.strip('\n').split('\n'):
        out.append('# ' + line if line else '#')
    out.append('\t'.join(header))
    for r in rows:
        vals = [r[h] for h in header] if isinstance(r, dict) else list(r)
        if len(vals) != len(header):
            raise ValueError('%s: row has %d cells, header %d: %r' % (name, len(vals), len(header), vals))
        out.append('\t'.join(cell(v) for v in vals))
    text = '\n'.join(out) + '\n'
    os.makedirs(DATA, exist_ok=True)
    with open(path, 'w', encoding='utf-8', newline='\n') as f:
        f.write(text)
    return len(rows)


def read_tsv(name, data_dir=None):
    """(header, rows as dicts, line numbers) of DATA/name, skipping '#' and blank lines."""
    path = os.path.join(data_dir or DATA, name)
    with open(path, encoding='utf-8') as f:
        text = f.read()
    header, rows, lines = None, [], []
    for i, raw in enumerate(text.split('\n'), 1):
        line = raw.rstrip('\r')
        if not line.strip() or line.startswith('#'):
            continue
        cells = [c.strip() for c in line.split('\t')]
        if header is None:
            header = cells
            continue
        if len(cells) != len(header):
            raise ValueError('%s line %d: %d cells, header has %d' % (name, i, len(cells), len(header)))
        rows.append(dict(zip(header, cells)))
        lines.append(i)
    return header, rows, lines


def die(msg):
    print(msg, file=sys.stderr)
    sys.exit(1)

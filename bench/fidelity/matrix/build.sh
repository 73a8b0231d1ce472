#!/usr/bin/env bash
# Builds the sample project (source/) with every real generator installed here and keeps each
# site's HTML under fixtures/<name>/ as the fixtures the matrix test and `npm run bench:fidelity`
# read. Scripts (but navigation data), styles, fonts and images are left out: extraction never
# reads them and they would make the fixtures many megabytes. Usage: build.sh [name ...] (default: all).
# Needs: Debian's python3-sphinx (+ sphinx-rtd-theme, furo, pydata, book themes), mkdocs,
# mkdocs-material, doxygen, texinfo, docbook-xsl + xsltproc, pandoc, hugo, jekyll +
# jekyll-theme-minima, zip; npm packages in $FOLIO_MATRIX_NPM/<generator>; for Antora, a git clone
# of its default UI in $FOLIO_MATRIX_ANTORA_UI (see README.md).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SRC="$HERE/source"
SITES="$HERE/fixtures"
WORK="$(mktemp -d /tmp/folio-matrix-XXXXXX)"
NPM="${FOLIO_MATRIX_NPM:-/tmp/27m-npm}"
NODE="$HERE/../../../node_modules/.bin/node"
mapfile -t PAGES < "$SRC/toc.txt"
trap 'rm -rf "$WORK"' EXIT
# The npm generators want a newer Node than Debian's; the repo's pinned one, and only it, goes first.
mkdir -p "$WORK/bin" && ln -s "$(readlink -f "$NODE")" "$WORK/bin/node"
export PATH="$WORK/bin:$PATH"

dialect() { "$NODE" --disable-warning=ExperimentalWarning "$HERE/dialect.ts" "$@"; }

# The built site's HTML (and the indexes a crawl reads: objects.inv, sitemaps) into fixtures/$1.
keep() {
  local name="$1" out="$2"
  rm -rf "${SITES:?}/$name"
  mkdir -p "$SITES/$name"
  # And the navigation that is data in a script: Doxygen's menus and tree, TypeDoc's navigation,
  # the only links to some pages. No other script: extraction never runs or reads them.
  (cd "$out" && find . -type f \( -name '*.html' -o -name 'objects.inv' -o -name 'sitemap.xml' \
    -o -name 'menudata.js' -o -name 'navtreedata.js' -o -name 'navtreeindex*.js' -o -name 'navigation.js' \) \
    -not -path './_sources/*' -not -name 'genindex.html' -not -name 'search.html' -print0 |
    xargs -0 -I{} cp --parents {} "$SITES/$name/")
  echo "$name: $(find "$SITES/$name" -type f | wc -l) files, $(du -sk "$SITES/$name" | cut -f1) KB"
}

sphinx() {
  local theme="$1" dir="$WORK/sphinx-$1"
  mkdir -p "$dir"
  for page in "${PAGES[@]}"; do
    # pandoc writes `.md` links as URLs; Sphinx resolves its own :doc: references.
    pandoc -f markdown -t rst "$SRC/docs/$page.md" |
      sed -E 's/`([^`<]+) <([a-z]+)\.md>`__/:doc:`\1 <\2>`/g' > "$dir/$page.rst"
  done
  # Hidden: the source has no list of pages in its text, only the order of the navigation.
  printf "\n.. toctree::\n   :hidden:\n\n" >> "$dir/index.rst"
  for page in "${PAGES[@]:1}" api; do echo "   $page" >> "$dir/index.rst"; done
  printf 'API Reference\n=============\n\n.. automodule:: widgets\n   :members:\n' > "$dir/api.rst"
  cat > "$dir/conf.py" <<PY
import sys
sys.path.insert(0, "$SRC/api")
project = "Widgets"
extensions = ["sphinx.ext.autodoc"]
autodoc_member_order = "bysource"
html_theme = "$theme"
PY
  /usr/bin/python3 -m sphinx -q -b html "$dir" "$dir/_build" 2> "$dir/warnings.txt" || {
    cat "$dir/warnings.txt"
    return 1
  }
  keep "sphinx-$theme" "$dir/_build"
}

mkdocs_site() {
  local theme="$1" dir="$WORK/mkdocs-$1"
  mkdir -p "$dir/docs"
  for i in "${!PAGES[@]}"; do dialect mkdocs "$SRC/docs/${PAGES[$i]}.md" > "$dir/docs/${PAGES[$i]}.md"; done
  {
    echo "site_name: Widgets"
    echo "theme: {name: $theme}"
    echo "markdown_extensions: [admonition, def_list, tables, toc]"
    echo "nav:"
    for page in "${PAGES[@]}"; do echo "  - $page.md"; done
  } > "$dir/mkdocs.yml"
  (cd "$dir" && mkdocs build -q -d site)
  keep "mkdocs-$theme" "$dir/site"
}

doxygen_site() {
  local dir="$WORK/doxygen"
  mkdir -p "$dir"
  for page in "${PAGES[@]}"; do dialect doxygen "$SRC/docs/$page.md" > "$dir/$page.md"; done
  cp "$SRC/api/widgets.h" "$dir/"
  cat > "$dir/Doxyfile" <<DOX
PROJECT_NAME = Widgets
INPUT = $(printf '%s.md ' "${PAGES[@]}") widgets.h
USE_MDFILE_AS_MAINPAGE = index.md
OPTIMIZE_OUTPUT_FOR_C = YES
EXTRACT_ALL = YES
GENERATE_TREEVIEW = YES
GENERATE_LATEX = NO
SEARCHENGINE = NO
HTML_OUTPUT = html
HAVE_DOT = NO
QUIET = YES
DOX
  (cd "$dir" && doxygen Doxyfile > /dev/null)
  keep doxygen "$dir/html"
}

# One document from all pages, for the generators that build a book: `.md` links become the
# chapters' own anchors (pandoc names each heading's id after its text).
book_markdown() {
  for page in "${PAGES[@]}"; do cat "$SRC/docs/$page.md"; echo; done | sed -E 's/\(([a-z]+)\.md\)/(#\1)/g'
}

texinfo_site() {
  local dir="$WORK/texinfo"
  mkdir -p "$dir"
  book_markdown | pandoc -f markdown -t texinfo -s --metadata title=Widgets -o "$dir/widgets.texi"
  (cd "$dir" && makeinfo --html --split=chapter -o html widgets.texi)
  keep texinfo "$dir/html"
}

docbook_site() {
  local dir="$WORK/docbook"
  mkdir -p "$dir/html"
  book_markdown | pandoc -f markdown -t docbook4 -s --top-level-division=chapter \
    --metadata title=Widgets |
    # pandoc writes an article; DocBook books (the -doc packages') chunk the same way.
    sed -E 's/(<\/?|DOCTYPE )article/\1book/; s/articleinfo>/bookinfo>/g' > "$dir/widgets.xml"
  xsltproc --nonet --stringparam base.dir "$dir/html/" --stringparam chunk.section.depth 0 \
    --stringparam use.id.as.filename 1 \
    /usr/share/xml/docbook/stylesheet/docbook-xsl/html/chunk.xsl "$dir/widgets.xml" > /dev/null
  keep docbook "$dir/html"
}

pandoc_site() {
  local dir="$WORK/pandoc"
  mkdir -p "$dir"
  for page in "${PAGES[@]}"; do
    local title
    title="$(sed -n 's/^# //p' "$SRC/docs/$page.md" | head -1)"
    sed -E 's/\(([a-z]+)\.md\)/(\1.html)/g' "$SRC/docs/$page.md" |
      pandoc -f markdown -t html5 -s --metadata pagetitle="$title" -o "$dir/$page.html"
  done
  keep pandoc "$dir"
}

hugo_site() {
  local dir="$WORK/hugo"
  mkdir -p "$dir/content"
  cp -r "$HERE/themes/hugo/layouts" "$dir/"
  for i in "${!PAGES[@]}"; do
    local target="$dir/content/${PAGES[$i]}.md"
    [ "$i" = 0 ] && target="$dir/content/_index.md"
    dialect hugo "$SRC/docs/${PAGES[$i]}.md" "$i" | sed -E 's/\(([a-z]+)\.md\)/(\1\/)/g' > "$target"
  done
  printf 'baseURL = "/"\ntitle = "Widgets"\nrelativeURLs = true\ndisableKinds = ["taxonomy", "term", "RSS"]\n' > "$dir/config.toml"
  (cd "$dir" && hugo --quiet -d public)
  keep hugo "$dir/public"
}

jekyll_site() {
  local dir="$WORK/jekyll"
  mkdir -p "$dir"
  for i in "${!PAGES[@]}"; do
    dialect jekyll "$SRC/docs/${PAGES[$i]}.md" "$i" | sed -E 's/\(([a-z]+)\.md\)/(\1.html)/g' > "$dir/${PAGES[$i]}.md"
  done
  {
    echo "title: Widgets"
    echo "theme: minima"
    echo "header_pages:"
    for page in "${PAGES[@]:1}"; do echo "  - $page.md"; done
  } > "$dir/_config.yml"
  (cd "$dir" && jekyll build -q -d _site)
  keep jekyll-minima "$dir/_site"
}

typedoc_site() {
  local dir="$WORK/typedoc"
  mkdir -p "$dir"
  cp "$SRC/api/widgets.ts" "$dir/"
  for page in "${PAGES[@]}"; do dialect typedoc "$SRC/docs/$page.md" > "$dir/$page.md"; done
  printf '{"compilerOptions":{"strict":true,"target":"es2022","module":"nodenext"},"files":["widgets.ts"]}\n' > "$dir/tsconfig.json"
  local documents=()
  for page in "${PAGES[@]:1}"; do documents+=(--projectDocuments "$page.md"); done
  (cd "$dir" && "$NPM/typedoc/node_modules/.bin/typedoc" --logLevel Warn --name Widgets \
    --readme index.md "${documents[@]}" --out out widgets.ts)
  keep typedoc "$dir/out"
  # Its search index, data too: the API's symbols, read as Sphinx's objects.inv is.
  cp "$dir/out/assets/search.js" "$SITES/typedoc/assets/"
}

vitepress_site() {
  local dir="$WORK/vitepress"
  mkdir -p "$dir/docs/.vitepress"
  for page in "${PAGES[@]}"; do dialect vitepress "$SRC/docs/$page.md" > "$dir/docs/$page.md"; done
  {
    echo "export default {"
    echo "  title: 'Widgets',"
    echo "  themeConfig: { sidebar: ["
    for page in "${PAGES[@]}"; do
      echo "    { text: '$(sed -n 's/^# //p' "$SRC/docs/$page.md" | head -1)', link: '/$page' },"
    done
    echo "  ] },"
    echo "};"
  } > "$dir/docs/.vitepress/config.mjs"
  ln -s "$NPM/vitepress/node_modules" "$dir/node_modules"
  (cd "$dir" && ./node_modules/.bin/vitepress build docs > build.log 2>&1) ||
    { cat "$dir/build.log"; return 1; }
  keep vitepress "$dir/docs/.vitepress/dist"
}

starlight_site() {
  local dir="$WORK/starlight"
  mkdir -p "$dir/src/content/docs"
  for i in "${!PAGES[@]}"; do
    dialect starlight "$SRC/docs/${PAGES[$i]}.md" "$i" |
      sed -E 's/\(([a-z]+)\.md\)/(\1\/)/g' > "$dir/src/content/docs/${PAGES[$i]}.md"
  done
  cat > "$dir/astro.config.mjs" <<'JS'
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
export default defineConfig({
  integrations: [starlight({ title: 'Widgets' })],
});
JS
  cat > "$dir/src/content.config.ts" <<'JS'
import { defineCollection } from 'astro:content';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';
export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };
JS
  ln -s "$NPM/starlight/node_modules" "$dir/node_modules"
  cp "$NPM/starlight/package.json" "$dir/"
  (cd "$dir" && ASTRO_TELEMETRY_DISABLED=1 ./node_modules/.bin/astro build > build.log 2>&1) || { tail -30 "$dir/build.log"; return 1; }
  keep starlight "$dir/dist"
}

docusaurus_site() {
  # Inside the npm folder, so webpack finds its packages by their real paths.
  local dir="$NPM/docusaurus/project"
  rm -rf "$dir" && mkdir -p "$dir/docs"
  for i in "${!PAGES[@]}"; do dialect docusaurus "$SRC/docs/${PAGES[$i]}.md" "$i" > "$dir/docs/${PAGES[$i]}.md"; done
  # The guide's first page is the site's home.
  sed -i '0,/^sidebar_position/s//slug: \/\nsidebar_position/' "$dir/docs/${PAGES[0]}.md"
  # Its own package.json, not ESM: webpack leaves `require.resolveWeak` unrewritten in an ESM
  # package and the server bundle fails with "require.resolveWeak is not a function".
  echo '{"name": "widgets-docs", "private": true}' > "$dir/package.json"
  cat > "$dir/docusaurus.config.js" <<'JS'
module.exports = {
  title: 'Widgets',
  url: 'http://127.0.0.1',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false, theme: {} }]],
  themeConfig: { navbar: { title: 'Widgets' } },
};
JS
  (cd "$dir" && ../node_modules/.bin/docusaurus build > build.log 2>&1) || { tail -30 "$dir/build.log"; return 1; }
  keep docusaurus "$dir/build"
}

# gitlab.com/antora/antora-ui-default's commit of 2020-07-20: the newest upstream one the VSHN
# mirror on GitHub holds (its later commits are VSHN's branding).
ANTORA_UI=6592cbade92b980166f2c7db4784959269457621
antora_site() {
  # Antora's default UI is a bundle Antora downloads from GitLab, which this machine cannot reach:
  # its templates come from a git clone holding antora-ui-default's history ($FOLIO_MATRIX_ANTORA_UI,
  # see README.md), at upstream's commit $ANTORA_UI, zipped here. Only layouts, partials and
  # helpers: the pages' HTML needs nothing else.
  local dir="$WORK/antora" ui="${FOLIO_MATRIX_ANTORA_UI:?set FOLIO_MATRIX_ANTORA_UI to a git dir of antora-ui-default}"
  local docs="$dir/docs/modules/ROOT"
  mkdir -p "$docs/pages" "$dir/ui"
  git --git-dir="$ui" archive "$ANTORA_UI" src/layouts src/partials src/helpers |
    tar -x -C "$dir/ui" --strip-components=1
  (cd "$dir/ui" && zip -qr ../ui-bundle.zip layouts partials helpers)
  for page in "${PAGES[@]}"; do
    # The page's `#` heading is its AsciiDoc document title; `.md` links are xrefs to its pages.
    pandoc -f markdown -t asciidoctor -s --shift-heading-level-by=-1 "$SRC/docs/$page.md" |
      sed -E 's/link:([a-z]+)\.md\[/xref:\1.adoc[/g' > "$docs/pages/$page.adoc"
  done
  for page in "${PAGES[@]}"; do echo "* xref:$page.adoc[]"; done > "$docs/nav.adoc"
  printf 'name: widgets\ntitle: Widgets\nversion: ~\nnav: [modules/ROOT/nav.adoc]\n' > "$dir/docs/antora.yml"
  # Content sources are git repositories; a local one's worktree is read as it is.
  git -C "$dir/docs" init -q && git -C "$dir/docs" add -A &&
    git -C "$dir/docs" -c user.name=matrix -c user.email=matrix@127.0.0.1 commit -qm sample
  cat > "$dir/antora-playbook.yml" <<YML
site: {title: Widgets, start_page: widgets::index.adoc}
content: {sources: [{url: ./docs, branches: HEAD}]}
ui: {bundle: {url: ./ui-bundle.zip}}
output: {dir: ./site}
YML
  # CI: the default UI links each page to its file:// source (a temp path) outside CI.
  (cd "$dir" && CI=true "$NPM/antora/node_modules/.bin/antora" --quiet antora-playbook.yml)
  keep antora "$dir/site"
}

docsify_site() {
  # A Docsify site is its Markdown and the shell `docsify init` writes (rendered in the browser by
  # docsify from a CDN): the home page is README.md, the navigation _sidebar.md.
  local dir="$WORK/docsify"
  "$NPM/docsify/node_modules/.bin/docsify" init "$dir" > /dev/null
  sed -i "s/name: '',/name: 'Widgets',\n      loadSidebar: true,/; s/<title>Document</<title>Widgets</" "$dir/index.html"
  for i in "${!PAGES[@]}"; do
    local target="$dir/${PAGES[$i]}.md"
    [ "$i" = 0 ] && target="$dir/README.md"
    dialect docsify "$SRC/docs/${PAGES[$i]}.md" | sed -E "s/\((${PAGES[0]})\.md\)/(README.md)/g" > "$target"
  done
  for page in "${PAGES[@]}"; do
    local file="$page.md"
    [ "$page" = "${PAGES[0]}" ] && file=README.md
    echo "* [$(sed -n 's/^# //p' "$SRC/docs/$page.md" | head -1)]($file)"
  done > "$dir/_sidebar.md"
  rm -rf "${SITES:?}/docsify" && cp -r "$dir" "$SITES/docsify"
  echo "docsify: $(find "$SITES/docsify" -type f | wc -l) files"
}

all=(sphinx-alabaster sphinx-sphinx_rtd_theme sphinx-furo sphinx-pydata_sphinx_theme
  sphinx-sphinx_book_theme mkdocs-mkdocs mkdocs-readthedocs mkdocs-material doxygen texinfo
  docbook pandoc hugo jekyll typedoc vitepress starlight docusaurus antora docsify)
for name in "${@:-${all[@]}}"; do
  case "$name" in
    sphinx-*) sphinx "${name#sphinx-}" ;;
    mkdocs-*) mkdocs_site "${name#mkdocs-}" ;;
    doxygen) doxygen_site ;;
    texinfo) texinfo_site ;;
    docbook) docbook_site ;;
    pandoc) pandoc_site ;;
    hugo) hugo_site ;;
    jekyll) jekyll_site ;;
    typedoc) typedoc_site ;;
    vitepress) vitepress_site ;;
    starlight) starlight_site ;;
    docusaurus) docusaurus_site ;;
    antora) antora_site ;;
    docsify) docsify_site ;;
    *) echo "unknown generator $name" >&2 && exit 2 ;;
  esac
done

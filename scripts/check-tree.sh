#!/usr/bin/env bash
# check-tree: the repository tracks sources, not builds. It fails when a
# tracked file is an executable binary (ELF, PE, Mach-O) or larger than
# 2 MiB, unless the file is listed in LARGE_FILES below with its reason.
set -euo pipefail
cd "$(dirname "$0")/.."

# Data files that must be larger than the limit, one path a line.
LARGE_FILES=(
)
LIMIT=$((2 * 1024 * 1024))

if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
	echo "check-tree: not a git checkout; nothing to check"
	exit 0
fi

bad=0
# Sizes, in one pass over the index's files.
while IFS=$'\t' read -r size path; do
	[ "$size" -gt "$LIMIT" ] || continue
	allowed=0
	for large in "${LARGE_FILES[@]}"; do
		[ "$large" = "$path" ] && allowed=1
	done
	if [ "$allowed" = 0 ]; then
		echo "check-tree: $path is $size bytes, over 2 MiB; build it, or list it in scripts/check-tree.sh" >&2
		bad=1
	fi
done < <(git ls-files -z | xargs -0 -r stat -c $'%s\t%n' 2>/dev/null)

# Executables: git marks files with a NUL byte as -text; read the magic of
# those (and of every file with the executable bit) only.
while IFS= read -r path; do
	[ -f "$path" ] || continue # deleted in the work tree, not yet committed
	magic=$(head -c 4 -- "$path" | od -An -tx1 | tr -d ' \n')
	case "$magic" in
	7f454c46 | 4d5a* | feedface | feedfacf | cefaedfe | cffaedfe | cafebabe)
		echo "check-tree: $path is an executable binary; build outputs are not committed" >&2
		bad=1
		;;
	esac
done < <({
	git ls-files --eol | awk -F '\t' '$1 ~ /^i\/-text/ {print $2}'
	git ls-files -s | awk -F '\t' '$1 ~ /^100755/ {print $2}'
} | sort -u)
exit "$bad"

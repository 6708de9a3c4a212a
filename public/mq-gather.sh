#!/bin/sh
# mq-gather.sh: collect what the MQ Performance Field Guide's checker (/check/ and `mqcheck`) reads
# about the IBM MQ queue managers on this machine, in one text file: dspmq, dspmqver, mqconfig, the
# queue manager user's ulimit -a, the kernel settings IBM names for MQ, mqs.ini and each qm.ini, and
# runmqsc's DISPLAY replies for each queue manager (queue manager, status, Native HA status,
# channels, queues, listeners). Optionally amqsrua's CPU and DISK statistics over some minutes.
#
# Read-only: it runs display commands and reads files, and writes nothing but its report (standard
# output, or the one file named with -o). Nothing is sent anywhere. POSIX sh: runs under bash, dash
# and AIX's ksh; kept clean under `shellcheck -s sh`.
#
# The report is sections, each started by one header line in a fixed format that the checker reads:
#   ===== mq-gather 1 | host H | started 2026-01-01T00:00:00Z, mq-gather.sh 1.0.0 =====
#   ===== mq-gather 1 | host H | COMMAND =====                         (a host-wide section)
#   ===== mq-gather 1 | host H | queue manager QM | COMMAND =====      (a queue manager's section)
#   ===== mq-gather 1 | host H | [queue manager QM | ]note: TEXT =====  (something skipped, and why)
#   ===== mq-gather 1 | host H | end: N sections, M notes =====
# Between headers is the command's output exactly as it printed it (standard output and error).

GATHER_VERSION=1.0.0
FORMAT=1

# The kernel settings IBM's "Configuring and tuning the operating system on Linux" names for MQ,
# which mqconfig checks (the field guide's rulebook cites them: calculators/rulebook/facts/os.json).
SYSCTL_KEYS='kernel.shmmni kernel.shmall kernel.shmmax kernel.sem fs.file-max kernel.pid_max kernel.threads-max net.ipv4.tcp_keepalive_time'

# The runmqsc commands run for every running queue manager, one invocation each (a failing one
# cannot hide the others' replies). The Native HA status is added where dspmq shows Native HA.
MQSC_COMMANDS='DISPLAY QMGR ALL
DISPLAY QMSTATUS ALL
DISPLAY CHANNEL(*) ALL
DISPLAY CHSTATUS(*) ALL
DISPLAY QUEUE(*) ALL
DISPLAY QSTATUS(*) TYPE(QUEUE) ALL
DISPLAY LISTENER(*) ALL
DISPLAY LSSTATUS(*) ALL'
NATIVEHA_COMMAND='DISPLAY QMSTATUS TYPE(NATIVEHA) ALL'

usage() {
  cat <<'EOF'
Usage: sh mq-gather.sh [-m QMGR]... [-o FILE] [--mqs-ini FILE] [--amqsrua MINUTES] [--print]
       sh mq-gather.sh --help

Collects, for the MQ Performance Field Guide's checker (paste or drop the report on /check/, or
run `mqcheck FILE`), everything it reads about the IBM MQ queue managers on this machine:

  host-wide       dspmq -x -o all, dspmqver, mqconfig, ulimit -a of the user mqm (through su or
                  sudo when run as root), sysctl of the kernel settings IBM names for MQ on Linux
                  (kernel.shmmni, shmall, shmmax, sem, fs.file-max, kernel.pid_max, threads-max,
                  net.ipv4.tcp_keepalive_time), and mqs.ini
  each queue      dspmq -x -o all -m QMGR, its qm.ini (found through mqs.ini), and for a running
  manager         queue manager runmqsc's replies to DISPLAY QMGR ALL, DISPLAY QMSTATUS ALL,
                  DISPLAY QMSTATUS TYPE(NATIVEHA) ALL (Native HA queue managers only),
                  DISPLAY CHANNEL(*) ALL, DISPLAY CHSTATUS(*) ALL, DISPLAY QUEUE(*) ALL,
                  DISPLAY QSTATUS(*) TYPE(QUEUE) ALL, DISPLAY LISTENER(*) ALL, DISPLAY LSSTATUS(*) ALL

It is read-only: it runs display commands and reads files, and changes nothing. It writes nothing
but its report, to standard output or to the one file named with -o. Nothing leaves this machine:
the report stays where you put it, and the checker reads it in your browser or on your machine.

Options:
  -m QMGR            only this queue manager (repeat for several); default: every one dspmq lists
  -o FILE            write the report to FILE, a new file (it never overwrites one), instead of
                     standard output
  --mqs-ini FILE     where mqs.ini is (default /var/mqm/mqs.ini)
  --amqsrua MINUTES  also record amqsrua's CPU and DISK statistics (classes CPU and DISK, types
                     SystemSummary and QMgrSummary, and DISK Log) for MINUTES minutes (1 to 1440),
                     all at the same time, for each running queue manager (amqsrua publishes
                     every 10 s)
  --print            print the commands it would run, and run none of them
  --help             this text

A missing command or queue manager is noted in the report and skipped; the rest is still collected.
Run it as root or as mqm: as another user it cannot read mqm's limits, and runmqsc may refuse it.
EOF
}

fail() {
  printf 'mq-gather.sh: %s\n' "$1" >&2
  printf 'Run "sh mq-gather.sh --help" for what it takes.\n' >&2
  exit 2
}

# MQ's rule for a queue manager name: 1 to 48 characters of A-Z a-z 0-9 . / _ %. Checked before a
# name reaches a command line, so no name can carry shell syntax or an option.
valid_qm_name() {
  case $1 in
    '' | *[!A-Za-z0-9./_%]*) return 1 ;;
  esac
  [ "${#1}" -le 48 ]
}

# ---- the command line ------------------------------------------------------------------------

print_only=0
outfile=''
mqs_ini=/var/mqm/mqs.ini
amqsrua_minutes=''
named_qms=''
while [ $# -gt 0 ]; do
  case $1 in
    -h | --help) usage; exit 0 ;;
    --print) print_only=1 ;;
    -m)
      [ $# -ge 2 ] || fail '-m needs a queue manager name'
      valid_qm_name "$2" || fail "\"$2\" is not a queue manager name: MQ allows 1 to 48 characters of A-Z a-z 0-9 . / _ %"
      named_qms="$named_qms$2
"
      shift ;;
    -o)
      [ $# -ge 2 ] || fail '-o needs a file name'
      [ -n "$2" ] || fail '-o needs a file name'
      outfile=$2
      shift ;;
    --mqs-ini)
      [ $# -ge 2 ] || fail '--mqs-ini needs a file name'
      mqs_ini=$2
      shift ;;
    --amqsrua)
      [ $# -ge 2 ] || fail '--amqsrua needs a number of minutes'
      case $2 in
        '' | *[!0-9]* | 0 | 0*) fail "--amqsrua takes whole minutes from 1 to 1440, not \"$2\"" ;;
      esac
      if [ "${#2}" -gt 4 ] || [ "$2" -gt 1440 ]; then
        fail "--amqsrua takes whole minutes from 1 to 1440, not \"$2\""
      fi
      amqsrua_minutes=$2
      shift ;;
    *) fail "unknown argument \"$1\"" ;;
  esac
  shift
done

host=$(uname -n 2>/dev/null)
[ -n "$host" ] || host=unknown
sections=0
notes=0

# ---- the report's lines ----------------------------------------------------------------------

# report_line QM TEXT: one line in the header format, naming the queue manager when there is one.
report_line() {
  if [ -n "$1" ]; then
    printf '===== mq-gather %s | host %s | queue manager %s | %s =====\n' "$FORMAT" "$host" "$1" "$2"
  else
    printf '===== mq-gather %s | host %s | %s =====\n' "$FORMAT" "$host" "$2"
  fi
}

# header QM COMMAND: one section's first line (QM empty for a host-wide section).
header() {
  sections=$((sections + 1))
  report_line "$1" "$2"
}

# note QM TEXT: one line saying what was skipped and why.
note() {
  notes=$((notes + 1))
  report_line "$1" "note: $2"
}

# ---- finding and running commands ------------------------------------------------------------

# The installations' bin directories dspmq names (INSTPATH), for the commands a PATH without
# setmqenv lacks (mqconfig, amqsrua in samp/bin). Filled once dspmq has run.
inst_paths=''

# tool NAME: the command to run for NAME, on PATH first, then in each installation; empty if none.
tool() {
  if command -v "$1" >/dev/null 2>&1; then
    printf '%s\n' "$1"
    return 0
  fi
  for _t_dir in $inst_paths /opt/mqm /usr/mqm; do
    for _t_sub in bin samp/bin; do
      if [ -x "$_t_dir/$_t_sub/$1" ]; then
        printf '%s\n' "$_t_dir/$_t_sub/$1"
        return 0
      fi
    done
  done
  return 1
}

# run QM COMMAND ARG...: one section holding the command's output; a note when it is missing.
# Standard input is /dev/null so nothing can wait for a terminal.
run() {
  _r_qm=$1
  shift
  if [ "$print_only" = 1 ]; then
    printf '%s\n' "$*"
    return 0
  fi
  if ! _r_cmd=$(tool "$1"); then
    note "$_r_qm" "$1 is not on PATH or in an MQ installation: skipped \"$*\""
    return 127
  fi
  shift
  header "$_r_qm" "$_r_cmd${1+ $*}"
  "$_r_cmd" "$@" </dev/null 2>&1
}

# mqsc QM COMMAND: one runmqsc invocation with one MQSC command on its standard input.
mqsc() {
  if [ "$print_only" = 1 ]; then
    printf "echo '%s' | runmqsc %s\n" "$2" "$1"
    return 0
  fi
  if ! _m_cmd=$(tool runmqsc); then
    note "$1" "runmqsc is not on PATH or in an MQ installation: skipped \"$2\""
    return 127
  fi
  header "$1" "echo '$2' | $_m_cmd $1"
  echo "$2" | "$_m_cmd" "$1" 2>&1
}

# show_file QM FILE: a section with the file as it is, or a note when it cannot be read.
show_file() {
  if [ "$print_only" = 1 ]; then
    printf 'cat %s\n' "$2"
    return 0
  fi
  if [ -r "$2" ] && [ -f "$2" ]; then
    header "$1" "cat $2"
    cat "$2" 2>&1
  else
    note "$1" "cannot read $2: skipped"
  fi
}

# ---- reading dspmq and mqs.ini ---------------------------------------------------------------

# The value of ATTR(...) on the first QMNAME line of dspmq output (empty when absent).
dspmq_field() {
  printf '%s\n' "$2" | grep '^QMNAME(' | sed -n "1s/.*[ )]$1(\\([^)]*\\)).*/\\1/p"
}

# The queue manager data directory mqs.ini gives for QM: DataPath=, else Prefix= (or the
# AllQueueManagers DefaultPrefix=) with qmgrs/ and Directory=. Empty when mqs.ini does not name it.
mqs_ini_data_dir() {
  [ -r "$mqs_ini" ] || return 0
  awk -v want="$1" '
    function flush() {
      if (inqm && name == want && !done) {
        if (datapath != "") print datapath
        else if (dir != "") print ((prefix != "") ? prefix : dprefix) "/qmgrs/" dir
        done = 1
      }
    }
    BEGIN { dprefix = "/var/mqm" }
    { sub(/\r$/, "") }
    /^[ \t]*[#;]/ { next }
    /^[A-Za-z][A-Za-z0-9 ]*:[ \t]*$/ {
      flush()
      inqm = ($0 ~ /^QueueManager:/); inall = ($0 ~ /^AllQueueManagers:/)
      name = ""; dir = ""; prefix = ""; datapath = ""
      next
    }
    {
      line = $0; sub(/^[ \t]+/, "", line); sub(/[ \t]+$/, "", line)
      eq = index(line, "="); if (eq == 0) next
      k = substr(line, 1, eq - 1); v = substr(line, eq + 1)
      if (inall && k == "DefaultPrefix") dprefix = v
      if (inqm) {
        if (k == "Name") name = v
        else if (k == "Directory") dir = v
        else if (k == "Prefix") prefix = v
        else if (k == "DataPath") datapath = v
      }
    }
    END { flush() }
  ' "$mqs_ini" 2>/dev/null
}

# The DefaultPrefix of mqs.ini (where queue managers live unless their stanza says otherwise).
mqs_ini_default_prefix() {
  _p=''
  [ -r "$mqs_ini" ] && _p=$(sed -n 's/^[ 	]*DefaultPrefix=[ 	]*\([^ 	]*\).*/\1/p' "$mqs_ini" 2>/dev/null | sed -n '1p')
  printf '%s\n' "${_p:-/var/mqm}"
}

# MQ's file-name transformation of a queue manager name: "." becomes "!" and "/" becomes "&".
qm_directory_name() {
  printf '%s\n' "$1" | sed 's/\./!/g; s/\//\&/g'
}

# ---- the ulimit of the queue manager user ----------------------------------------------------

gather_ulimit() {
  if [ "$print_only" = 1 ]; then
    printf "su mqm -c 'ulimit -a'   (as root; as mqm: sh -c 'ulimit -a')\n"
    return 0
  fi
  _u_id=$(id -u 2>/dev/null)
  _u_name=$(id -un 2>/dev/null)
  if [ "$_u_name" = mqm ]; then
    header '' "sh -c 'ulimit -a'"
    sh -c 'ulimit -a' </dev/null 2>&1
    return 0
  fi
  if [ "$_u_id" != 0 ]; then
    note '' "ulimit -a skipped: this runs as ${_u_name:-an unknown user}, neither root nor mqm, so it cannot read the limits of mqm, the user that starts queue managers"
    return 0
  fi
  # As root: su first (every Unix has it), then sudo, which works where mqm's login shell is nologin.
  if command -v su >/dev/null 2>&1; then
    if _u_out=$(su mqm -c 'ulimit -a' </dev/null 2>&1); then
      header '' "su mqm -c 'ulimit -a'"
      printf '%s\n' "$_u_out"
      return 0
    fi
    note '' "su mqm -c 'ulimit -a' failed: $(printf '%s\n' "$_u_out" | sed -n '1p')"
  fi
  if command -v sudo >/dev/null 2>&1; then
    if _u_out=$(sudo -n -u mqm sh -c 'ulimit -a' </dev/null 2>&1); then
      header '' "sudo -n -u mqm sh -c 'ulimit -a'"
      printf '%s\n' "$_u_out"
      return 0
    fi
    note '' "sudo -n -u mqm sh -c 'ulimit -a' failed: $(printf '%s\n' "$_u_out" | sed -n '1p')"
  fi
  note '' 'cannot switch to the user mqm (with su or sudo), so its ulimit -a is not in this report'
}

# ---- amqsrua ---------------------------------------------------------------------------------

# The classes and types recorded with --amqsrua (amqsrua's -c and -t), one pair a line.
AMQSRUA_SERIES='CPU SystemSummary
CPU QMgrSummary
DISK SystemSummary
DISK QMgrSummary
DISK Log'

# One amqsrua recording: its output is kept in memory until it ends, so that several can run at once
# and still print whole, one after another. Standard input passes on what the recordings before it
# in the pipeline printed.
amqsrua_one() {
  _a_out=$("$1" -m "$2" -c "$3" -t "$4" -n "$5" </dev/null 2>&1)
  cat
  report_line "$2" "$1 -m $2 -c $3 -t $4 -n $5"
  printf '%s\n' "$_a_out"
}

gather_amqsrua() {
  _s_qm=$1
  _s_count=$((amqsrua_minutes * 6))
  if [ "$print_only" = 1 ]; then
    printf '%s\n' "$AMQSRUA_SERIES" | while read -r _s_class _s_type; do
      printf 'amqsrua -m %s -c %s -t %s -n %s\n' "$_s_qm" "$_s_class" "$_s_type" "$_s_count"
    done
    return 0
  fi
  if ! _s_cmd=$(tool amqsrua); then
    note "$_s_qm" 'amqsrua is not on PATH or in an MQ installation (samp/bin): skipped the CPU and DISK statistics'
    return 0
  fi
  # Five recordings at once, chained so each prints after the one before it: all five take MINUTES.
  : | amqsrua_one "$_s_cmd" "$_s_qm" CPU SystemSummary "$_s_count" \
    | amqsrua_one "$_s_cmd" "$_s_qm" CPU QMgrSummary "$_s_count" \
    | amqsrua_one "$_s_cmd" "$_s_qm" DISK SystemSummary "$_s_count" \
    | amqsrua_one "$_s_cmd" "$_s_qm" DISK QMgrSummary "$_s_count" \
    | amqsrua_one "$_s_cmd" "$_s_qm" DISK Log "$_s_count"
  sections=$((sections + 5))
}

# ---- one queue manager -----------------------------------------------------------------------

gather_qm() {
  _q=$1
  if ! valid_qm_name "$_q"; then
    note '' "skipped a queue manager dspmq lists as \"$_q\": not a name MQ allows"
    return 0
  fi
  _status=''
  _role=''
  if [ "$print_only" = 1 ]; then
    run "$_q" dspmq -x -o all -m "$_q"
  elif _d_cmd=$(tool dspmq); then
    _d_out=$("$_d_cmd" -x -o all -m "$_q" </dev/null 2>&1)
    _d_rc=$?
    header "$_q" "$_d_cmd -x -o all -m $_q"
    printf '%s\n' "$_d_out"
    if [ "$_d_rc" != 0 ] || ! printf '%s\n' "$_d_out" | grep '^QMNAME(' >/dev/null; then
      note "$_q" "dspmq does not know this queue manager (exit status $_d_rc): skipped"
      return 0
    fi
    _status=$(dspmq_field STATUS "$_d_out")
    _role=$(dspmq_field ROLE "$_d_out")
  else
    note "$_q" 'dspmq is not on PATH or in an MQ installation: its status is unknown, so runmqsc is tried anyway'
    _status=unknown
  fi

  # qm.ini: where mqs.ini puts the queue manager, else the default place for its name.
  _dir=$(mqs_ini_data_dir "$_q")
  if [ -z "$_dir" ]; then
    _dir="$(mqs_ini_default_prefix)/qmgrs/$(qm_directory_name "$_q")"
    [ "$print_only" = 1 ] || [ ! -r "$mqs_ini" ] || note "$_q" "$mqs_ini has no QueueManager stanza for this queue manager: looking for qm.ini in the default place"
  fi
  show_file "$_q" "$_dir/qm.ini"

  # Native HA: dspmq -o all shows ROLE(Active|Replica|Unknown|Leader) on a Native HA queue manager
  # and ROLE(Not configured) (or no ROLE, before MQ 9.2.2) on any other.
  _nativeha=0
  case $(printf '%s' "$_role" | tr '[:upper:]' '[:lower:]') in
    '' | 'not configured') ;;
    *) _nativeha=1 ;;
  esac

  if [ "$print_only" = 1 ]; then
    printf '%s\n' "$MQSC_COMMANDS" | while IFS= read -r _c; do mqsc "$_q" "$_c"; done
    printf "echo '%s' | runmqsc %s   (only where dspmq shows a Native HA ROLE)\n" "$NATIVEHA_COMMAND" "$_q"
    [ -z "$amqsrua_minutes" ] || gather_amqsrua "$_q"
    return 0
  fi
  case $_status in
    Running | RUNNING | unknown) ;;
    *)
      note "$_q" "not running here (STATUS($_status)): runmqsc and amqsrua skipped"
      return 0 ;;
  esac
  # A here-document rather than a pipe, so the section counts kept in this shell add up.
  while IFS= read -r _c; do
    mqsc "$_q" "$_c"
    if [ "$_c" = 'DISPLAY QMSTATUS ALL' ] && [ "$_nativeha" = 1 ]; then
      mqsc "$_q" "$NATIVEHA_COMMAND"
    fi
  done <<EOF
$MQSC_COMMANDS
EOF
  [ -z "$amqsrua_minutes" ] || gather_amqsrua "$_q"
}

# ---- the whole report ------------------------------------------------------------------------

gather() {
  if [ "$print_only" = 1 ]; then
    printf '# mq-gather.sh %s would run these commands, in this order (nothing has been run):\n' "$GATHER_VERSION"
  else
    report_line '' "started $(date -u +%Y-%m-%dT%H:%M:%SZ), mq-gather.sh $GATHER_VERSION"
  fi

  # Host-wide: every queue manager on the machine, the installation, its limits and kernel.
  _all=''
  if [ "$print_only" = 1 ]; then
    run '' dspmq -x -o all
  elif _d_cmd=$(tool dspmq); then
    _all=$("$_d_cmd" -x -o all </dev/null 2>&1)
    header '' "$_d_cmd -x -o all"
    printf '%s\n' "$_all"
    inst_paths=$(printf '%s\n' "$_all" | sed -n 's/.*INSTPATH(\([^)]*\)).*/\1/p' | sort -u)
  else
    note '' 'dspmq is not on PATH or in an MQ installation (/opt/mqm/bin, /usr/mqm/bin): skipped "dspmq -x -o all"'
  fi
  run '' dspmqver
  run '' mqconfig
  gather_ulimit
  if [ "$print_only" = 1 ]; then
    printf 'sysctl %s   (Linux only)\n' "$SYSCTL_KEYS"
  elif [ "$(uname -s 2>/dev/null)" = Linux ]; then
    # shellcheck disable=SC2086 # the keys are one word each, split on purpose
    run '' sysctl $SYSCTL_KEYS
  else
    note '' "sysctl skipped: this is $(uname -s 2>/dev/null), and IBM names these kernel settings for Linux only"
  fi
  show_file '' "$mqs_ini"

  # Each queue manager: those named with -m, else every one dspmq listed.
  if [ -n "$named_qms" ]; then
    _qms=$named_qms
  elif [ "$print_only" = 1 ]; then
    printf '# then, for each queue manager dspmq lists (QMGR below):\n'
    _qms='QMGR'
  else
    _qms=$(printf '%s\n' "$_all" | sed -n 's/^QMNAME(\([^)]*\)).*/\1/p')
    [ -n "$_qms" ] || note '' 'no queue manager found: dspmq listed none (name some with -m)'
  fi
  while IFS= read -r _qm; do
    [ -z "$_qm" ] || gather_qm "$_qm"
  done <<EOF
$_qms
EOF

  [ "$print_only" = 1 ] || report_line '' "end: $sections sections, $notes notes"
}

if [ -n "$outfile" ] && [ "$print_only" != 1 ]; then
  # Never overwrite a file that is there already: the script writes only what it creates.
  if [ -e "$outfile" ]; then
    fail "$outfile exists already: name a new file (mq-gather.sh writes only a file it creates)"
  fi
  ( set -C; : >"$outfile" ) 2>/dev/null || fail "cannot create $outfile"
  gather >>"$outfile"
  printf 'mq-gather.sh: wrote %s (%s sections, %s notes)\n' "$outfile" "$sections" "$notes" >&2
else
  gather
fi

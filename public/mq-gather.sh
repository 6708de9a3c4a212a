#!/bin/sh
# mq-gather.sh: collect what the MQ Performance Field Guide's checker (/check/ and `mqcheck`) reads
# about the IBM MQ queue managers on this machine, in one text file: dspmq, dspmqver, mqconfig, the
# queue manager user's ulimit -a and each running queue manager's own limits, the kernel settings
# IBM names for MQ, mqs.ini and each qm.ini, and runmqsc's DISPLAY replies for each queue manager
# (queue manager, status, Native HA status, channels, queues, listeners). Optionally amqsrua's CPU
# and DISK statistics over some minutes.
#
# Read-only: it runs display commands and reads files, and writes nothing but its report (standard
# output, or the one new file named with -o) and a private temporary folder it removes. Nothing is
# sent anywhere. POSIX sh: runs under dash, bash, ksh93, mksh and AIX's ksh; kept clean under
# `shellcheck -s sh`.
#
# Least privilege. Run as root, it runs no MQ program as root: it re-runs itself as the MQ
# administrator user (mqm, or --user NAME) through runuser, su or sudo, with a clean environment
# and /bin/sh, and keeps for itself only what only root reads well: the kernel settings (from
# /proc/sys) and each running queue manager's own limits (/proc/<pid>/limits of its execution
# controller, amqzxma0). Where the user cannot be reached it stops, unless --as-root insists.
# Every file is read only if it is a regular file (not a link, FIFO or device), owned by root, the
# MQ user or whoever runs the script, and at most 1 MiB; what is refused is noted and listed.
# Values of attributes that can hold secrets are masked (--no-mask keeps them). Each command runs
# under a time limit (--timeout, default 60 s).
#
# The report is sections, each started by one header line in a fixed format that the checker reads:
#   ===== mq-gather 1 | host H | started 2026-01-01T00:00:00Z, mq-gather.sh 2.0.0 =====
#   ===== mq-gather 1 | host H | COMMAND =====                         (a host-wide section)
#   ===== mq-gather 1 | host H | queue manager QM | COMMAND =====      (a queue manager's section)
#   ===== mq-gather 1 | host H | [queue manager QM | ]note: TEXT =====  (something skipped, and why)
#   ===== mq-gather 1 | host H | end: N sections, M notes =====
#   ===== mq-gather 1 | host H | manifest =====
# Between headers is the command's output as it printed it (standard output and error), with
# secret values masked and a line that would pass for a header given one leading space. After the
# manifest header come its records, one a line, each a word and then fields separated by one space
# (QM is "-" for the host; COMMAND and PATH run to the end of the line):
#   version 2.0.0                      the script's version
#   host H                             the host (uname -n)
#   user mqm                           the MQ administrator user
#   ran-as mqm runuser                 who ran the MQ programs, and how (runuser | su | sudo |
#                                      direct | as-root)
#   timeout 60                         seconds allowed each command
#   masking on                         on, or off (--no-mask)
#   command QM STATUS SECONDS COMMAND  STATUS: the exit status, "timeout" or "interrupted"
#   file QM BYTES PATH                 a file read, and how many bytes
#   refused QM WHY PATH                a file not read; WHY: symlink, not-regular, owner, size,
#                                      unreadable, changed
#   masked QM COUNT ATTRS WHERE        COUNT values of ATTRS (comma-separated) masked in WHERE
#   interrupted SIGNAL                 the gather was stopped by a signal
#   sha256 HEX                         SHA-256 of the report from its first line through the end
#                                      line (both included); "unavailable" with no tool for it
# Exit status: 0 when everything ran, 1 when a command failed or timed out, a file was refused or
# the gather was interrupted (the report is complete all the same), 2 for bad options or when it
# cannot start (no report).

GATHER_VERSION=2.0.0
FORMAT=1

# A clean PATH for the re-run as the MQ user: the system's, then each installation's bin folder.
SAFE_PATH=/usr/bin:/bin:/usr/sbin:/sbin
# The largest file read (qm.ini and mqs.ini are a few KB).
MAX_FILE_BYTES=1048576

# The kernel settings IBM's "Configuring and tuning the operating system on Linux" names for MQ,
# which mqconfig checks (the field guide's rulebook cites them: calculators/rulebook/facts/os.json).
SYSCTL_KEYS='kernel.shmmni kernel.shmall kernel.shmmax kernel.sem fs.file-max kernel.pid_max kernel.threads-max net.ipv4.tcp_keepalive_time'

# Attributes whose values can carry secrets: channel passwords and exit user data, the key
# repository password (KEYRPWD), the initial key (INITKEY), an LDAP password (LDAPPWD), and the
# cryptographic hardware string (SSLCRYP), which holds the PKCS #11 token password.
MASKED_ATTRS='PASSWORD KEYRPWD INITKEY LDAPPWD SCYDATA MSGDATA SENDDATA RCVDATA SSLCRYP'

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

# The classes and types recorded with --amqsrua (amqsrua's -c and -t), one pair a line.
AMQSRUA_SERIES='CPU SystemSummary
CPU QMgrSummary
DISK SystemSummary
DISK QMgrSummary
DISK Log'

# Translated output is misread: every command speaks C, and dspmq is given -n.
LC_ALL=C
LANG=C
export LC_ALL LANG
# The report and every temporary file are the runner's alone.
umask 077

usage() {
  cat <<'EOF'
Usage: sh mq-gather.sh [-m QMGR]... -o FILE [--timeout SECONDS] [--user NAME] [--amqsrua MINUTES]
                       [--mqs-ini FILE] [--mqinst-ini FILE] [--no-mask] [--as-root] [--print]
       sh mq-gather.sh --help

Collects, for the MQ Performance Field Guide's checker (drop the report on /check/, or run
`mqcheck FILE`), everything it reads about the IBM MQ queue managers on this machine:

  host-wide       dspmq -n -x -o all, dspmqver, mqconfig, ulimit -a of the MQ user, the kernel
                  settings IBM names for MQ on Linux (kernel.shmmni, shmall, shmmax, sem,
                  fs.file-max, kernel.pid_max, threads-max, net.ipv4.tcp_keepalive_time, read
                  from /proc/sys), and mqs.ini
  each queue      dspmq -n -x -o all -m QMGR, its qm.ini (found through mqs.ini), the limits of
  manager         its running execution controller (/proc/<pid>/limits of amqzxma0), and for a
                  running queue manager runmqsc's replies to DISPLAY QMGR ALL, DISPLAY QMSTATUS
                  ALL, DISPLAY QMSTATUS TYPE(NATIVEHA) ALL (Native HA queue managers only),
                  DISPLAY CHANNEL(*) ALL, DISPLAY CHSTATUS(*) ALL, DISPLAY QUEUE(*) ALL,
                  DISPLAY QSTATUS(*) TYPE(QUEUE) ALL, DISPLAY LISTENER(*) ALL,
                  DISPLAY LSSTATUS(*) ALL; for a Native HA replica, its own status
                  (dspmq -n -o nativeha)

It is read-only: it runs display commands and reads files, and changes nothing. It writes nothing
but its report, to the one new file named with -o or to standard output.
Nothing leaves this machine: the report stays where you put it, and the checker reads it in your
browser or on your machine. The report ends with a manifest: every command with its exit status
and time, every file read with its size, what was masked or refused, and a SHA-256 of the report.

Least privilege: run as root, it runs no MQ program as root. It re-runs itself as the MQ user
(mqm unless --user) with runuser, su or sudo, a clean environment and /bin/sh, and as root reads
only /proc and /sys (kernel settings, each queue manager's own limits). Run as mqm, it does all
of it itself. Run as another user, it collects what that user may read.

Options:
  -m QMGR            only this queue manager (repeat for several); default: every one dspmq lists
  -o FILE            write the report to FILE, a new file, created only if nothing (not even a
                     link) has that name, and readable by you alone. Use it rather than "> FILE"
  --timeout SECONDS  stop any one command that runs longer (1 to 86400; default 60); its section
                     says so and the gather goes on. amqsrua gets MINUTES on top
  --user NAME        the MQ administrator user to run MQ programs as (default mqm)
  --as-root          run MQ programs as root when the MQ user cannot be reached: the worse
                     choice, since runmqsc and the rest then load, as root, what mqm controls
  --amqsrua MINUTES  also record amqsrua's CPU and DISK statistics (classes CPU and DISK, types
                     SystemSummary and QMgrSummary, and DISK Log) for MINUTES minutes (1 to
                     1440), every running queue manager at the same time (amqsrua publishes
                     every 10 s), so the whole gather takes about MINUTES
  --mqs-ini FILE     where mqs.ini is (default /var/mqm/mqs.ini)
  --mqinst-ini FILE  where mqinst.ini, the list of installations, is (default
                     /etc/opt/mqm/mqinst.ini); each queue manager's commands are run from its
                     own installation (INSTPATH)
  --no-mask          keep the values of PASSWORD, KEYRPWD, INITKEY, LDAPPWD, SCYDATA, MSGDATA,
                     SENDDATA, RCVDATA, SSLCRYP and ini files' exit Data= (masked as ******** by
                     default; a blank value stays blank)
  --print            print the commands it would run, as which user, and run none of them
  --help             this text

A missing command or a queue manager not running is noted in the report and skipped; the rest is
still collected. Progress goes to standard error when it is a terminal.
Exit status: 0 when everything ran, 1 when a command failed or timed out, a file was refused or
the gather was interrupted (the report is complete all the same), 2 for bad options or when it
cannot start.
EOF
}

fail() {
  printf 'mq-gather.sh: %s\n' "$1" >&2
  printf 'Run "sh mq-gather.sh --help" for what it takes.\n' >&2
  exit 2
}

say() {
  printf 'mq-gather.sh: %s\n' "$1" >&2
}

# MQ's rule for a queue manager name: 1 to 48 characters of A-Z a-z 0-9 . / _ %. Checked before a
# name reaches a command line, so no name can carry shell syntax or an option.
valid_qm_name() {
  case $1 in
    '' | *[!A-Za-z0-9./_%]*) return 1 ;;
  esac
  [ "${#1}" -le 48 ]
}

# A file name given on the command line: printable, so it cannot break a report line.
valid_path() {
  case $1 in
    '' | *[![:print:]]*) return 1 ;;
  esac
  return 0
}

# A whole number from 1 to MAX, written without leading zeros.
whole_in() {
  case $1 in
    '' | *[!0-9]* | 0*) return 1 ;;
  esac
  [ "${#1}" -le 6 ] && [ "$1" -le "$2" ]
}

# quote WORD: the word in single quotes, for a command line another shell reads.
quote() {
  printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")"
}

# Seconds since the epoch without date +%s (not on every Unix): awk's srand() returns the seed it
# replaced, which POSIX makes the time of day.
now() {
  awk 'BEGIN { srand(); print srand() }'
}

# ---- the command line ------------------------------------------------------------------------

print_only=0
outfile=''
mqs_ini=/var/mqm/mqs.ini
mqinst_ini=/etc/opt/mqm/mqinst.ini
amqsrua_minutes=''
named_qms=''
timeout_s=60
mq_user=mqm
as_root=0
mask=1
part=''
while [ $# -gt 0 ]; do
  case $1 in
    -h | --help) usage; exit 0 ;;
    --print) print_only=1 ;;
    --as-root) as_root=1 ;;
    --no-mask) mask=0 ;;
    -m)
      [ $# -ge 2 ] || fail '-m needs a queue manager name'
      valid_qm_name "$2" || fail "\"$2\" is not a queue manager name: MQ allows 1 to 48 characters of A-Z a-z 0-9 . / _ %"
      named_qms="$named_qms$2
"
      shift ;;
    -o)
      [ $# -ge 2 ] || fail '-o needs a file name'
      valid_path "$2" || fail '-o needs a file name (printable characters only)'
      outfile=$2
      shift ;;
    --mqs-ini | --mqinst-ini)
      [ $# -ge 2 ] || fail "$1 needs a file name"
      valid_path "$2" || fail "$1 needs a file name (printable characters only)"
      if [ "$1" = --mqs-ini ]; then mqs_ini=$2; else mqinst_ini=$2; fi
      shift ;;
    --timeout)
      [ $# -ge 2 ] || fail '--timeout needs a number of seconds'
      whole_in "$2" 86400 || fail "--timeout takes whole seconds from 1 to 86400, not \"$2\""
      timeout_s=$2
      shift ;;
    --user)
      [ $# -ge 2 ] || fail '--user needs a user name'
      case $2 in
        '' | -* | *[!A-Za-z0-9._-]*) fail "\"$2\" is not a user name: use letters, digits, . _ and - (not first)" ;;
      esac
      [ "${#2}" -le 32 ] || fail "\"$2\" is not a user name: at most 32 characters"
      mq_user=$2
      shift ;;
    --amqsrua)
      [ $# -ge 2 ] || fail '--amqsrua needs a number of minutes'
      whole_in "$2" 1440 || fail "--amqsrua takes whole minutes from 1 to 1440, not \"$2\""
      amqsrua_minutes=$2
      shift ;;
    # The re-run as the MQ user (internal): the MQ programs' part only, handed back to root.
    --part)
      if [ $# -lt 2 ] || [ "$2" != mq ]; then fail 'unknown argument "--part"'; fi
      part=mq
      shift ;;
    *) fail "unknown argument \"$1\"" ;;
  esac
  shift
done

host=$(uname -n 2>/dev/null)
case $host in
  '' | *[!A-Za-z0-9._-]*) host=unknown ;;
esac
my_uid=$(id -u 2>/dev/null)
my_name=$(id -un 2>/dev/null)
mq_uid=$(id -u "$mq_user" 2>/dev/null) || mq_uid=''

# ---- how MQ programs are run: the mode ---------------------------------------------------------

# direct: this user runs everything (mqm, or a user who is not root); switch: root re-runs the MQ
# part as the MQ user; as-root: root runs everything (--as-root); child: the re-run as the MQ user.
if [ "$part" = mq ]; then
  mode=child
elif [ "$my_uid" = 0 ] && [ "$as_root" = 1 ]; then
  mode=as-root
elif [ "$my_uid" = 0 ]; then
  mode=switch
else
  mode=direct
fi

# The environment the MQ user's re-run gets, and nothing else of root's.
child_env() {
  printf '%s\n' "PATH=$SAFE_PATH" 'LC_ALL=C' 'LANG=C' 'HOME=/' 'TMPDIR=/tmp' "LOGNAME=$mq_user" "USER=$mq_user"
}

# The arguments the re-run takes, each quoted for a shell.
child_args() {
  printf '%s ' --part mq --user "$mq_user" --timeout "$timeout_s" --mqs-ini "$(quote "$mqs_ini")" --mqinst-ini "$(quote "$mqinst_ini")"
  [ -z "$amqsrua_minutes" ] || printf '%s ' --amqsrua "$amqsrua_minutes"
  [ "$mask" = 1 ] || printf '%s ' --no-mask
  printf '%s\n' "$named_qms" | while IFS= read -r _a_qm; do
    [ -z "$_a_qm" ] || printf '%s ' -m "$_a_qm"
  done
}

# as_user HOW COMMAND-STRING: COMMAND-STRING run by /bin/sh as the MQ user with the clean
# environment, by one way of switching user (standard input is the caller's).
as_user() {
  _u_env=$(child_env | tr '\n' ' ')
  # shellcheck disable=SC2086 # the environment's words are one assignment each, split on purpose
  case $1 in
    runuser) runuser -u "$mq_user" -- env -i $_u_env /bin/sh -c "$2" ;;
    su-s) su -s /bin/sh "$mq_user" -c "exec env -i $_u_env /bin/sh -c $(quote "$2")" ;;
    sudo) sudo -n -u "$mq_user" env -i $_u_env /bin/sh -c "$2" ;;
    su) su "$mq_user" -c "exec env -i $_u_env /bin/sh -c $(quote "$2")" ;;
  esac
}

# The first way of switching to the MQ user that works here (runuser on Linux; su with -s /bin/sh,
# which works where the user's login shell is nologin; sudo; AIX's su, through the user's shell).
switch_how=''
find_switch() {
  for _f_how in runuser su-s sudo su; do
    case $_f_how in
      runuser | sudo) command -v "$_f_how" >/dev/null 2>&1 || continue ;;
      *) command -v su >/dev/null 2>&1 || continue ;;
    esac
    if [ "$(as_user "$_f_how" 'id -un' </dev/null 2>/dev/null)" = "$mq_user" ]; then
      switch_how=$_f_how
      return 0
    fi
  done
  return 1
}

# The switch as it would be written on a command line (for --print and the report).
switch_words() {
  case $1 in
    runuser) printf 'runuser -u %s -- env -i ... /bin/sh' "$mq_user" ;;
    su-s) printf "su -s /bin/sh %s -c 'exec env -i ... /bin/sh'" "$mq_user" ;;
    sudo) printf 'sudo -n -u %s env -i ... /bin/sh' "$mq_user" ;;
    su) printf "su %s -c 'exec env -i ... /bin/sh'" "$mq_user" ;;
  esac
}

# ---- the private folder, the body and the records --------------------------------------------

tmp=''
make_tmp() {
  _t_base=${TMPDIR:-/tmp}
  [ -d "$_t_base" ] || _t_base=/tmp
  # mkdir is atomic and never follows a link planted under the name: a name taken is tried again.
  for _t_try in 1 2 3 4 5 6 7 8 9; do
    _t_dir="$_t_base/mq-gather.$$.$(now).$_t_try"
    if mkdir "$_t_dir" 2>/dev/null; then
      tmp=$_t_dir
      return 0
    fi
  done
  return 1
}

body=''
records=''
current_pid=''
bg_pids=''
finished=0

# report_line QM TEXT: one line in the header format, naming the queue manager when there is one.
report_line() {
  if [ -n "$1" ]; then
    printf '===== mq-gather %s | host %s | queue manager %s | %s =====\n' "$FORMAT" "$host" "$1" "$2"
  else
    printf '===== mq-gather %s | host %s | %s =====\n' "$FORMAT" "$host" "$2"
  fi
}

header() {
  report_line "$1" "$2" >>"$body"
}

note() {
  report_line "$1" "note: $2" >>"$body"
}

# record KIND QM FIELDS...: one line of the manifest.
record() {
  printf '%s\n' "$*" >>"$records"
}

qm_or_dash() {
  printf '%s\n' "${1:--}"
}

progress() {
  [ -t 2 ] && printf 'mq-gather.sh: %s\n' "$1" >&2
  return 0
}

# ---- running a command under a time limit ----------------------------------------------------

# watchdog PID SECONDS FLAG: stops PID once it has run SECONDS, leaving FLAG to say so. It looks
# once a second, so it ends soon after the command does.
watchdog() {
  _w_n=0
  while [ "$_w_n" -lt "$2" ]; do
    sleep 1
    kill -0 "$1" 2>/dev/null || exit 0
    _w_n=$((_w_n + 1))
  done
  : >"$3"
  kill -TERM "$1" 2>/dev/null
  sleep 2
  kill -KILL "$1" 2>/dev/null
  exit 0
}

# limited SECONDS IN OUT COMMAND ARG...: the command with standard input IN and its output in OUT,
# stopped after SECONDS; sets lim_rc (exit status, or "timeout"), lim_secs.
limited() {
  _l_secs=$1 _l_in=$2 _l_out=$3
  shift 3
  rm -f "$tmp/timed"
  _l_start=$(now)
  "$@" <"$_l_in" >"$_l_out" 2>&1 &
  current_pid=$!
  watchdog "$current_pid" "$_l_secs" "$tmp/timed" </dev/null >/dev/null 2>&1 &
  _l_dog=$!
  wait "$current_pid"
  lim_rc=$?
  # Not waited for: some shells (mksh) end it only once its sleep has, and it ends on its own
  # within a second anyway, when it sees the command gone.
  kill "$_l_dog" 2>/dev/null
  current_pid=''
  [ ! -f "$tmp/timed" ] || lim_rc=timeout
  lim_secs=$(($(now) - _l_start))
}

# ---- masking and the output filter -----------------------------------------------------------

# filter KIND WHERE: standard input to the body, with secret values masked (KIND mqsc: runmqsc
# attributes; ini: Data= of ini stanzas) and any line that would pass for a header given a space.
# Writes what it masked to $tmp/masked as "COUNT NAME,NAME".
filter() {
  awk -v mode="$1" -v mask="$mask" -v names="$MASKED_ATTRS" -v countfile="$tmp/masked" '
    BEGIN { n = split(names, N, " "); for (i = 1; i <= n; i++) want[N[i]] = 1; masked = 0 }
    # The value of NAME( runs to the first ")" that ends the line or is followed by another
    # attribute, so a value holding ")" is masked whole.
    function maskmqsc(s,    out, rest, name, after, j, end, tail, val, prev) {
      out = ""; rest = s
      while (match(rest, /[A-Z][A-Z0-9]*\(/)) {
        name = substr(rest, RSTART, RLENGTH - 1)
        prev = (RSTART > 1) ? substr(rest, RSTART - 1, 1) : " "
        if (!(name in want) || prev !~ /[ \t,(+]/) {
          out = out substr(rest, 1, RSTART + RLENGTH - 1); rest = substr(rest, RSTART + RLENGTH); continue
        }
        out = out substr(rest, 1, RSTART + RLENGTH - 1)
        after = substr(rest, RSTART + RLENGTH)
        end = 0
        for (j = 1; j <= length(after); j++) {
          if (substr(after, j, 1) != ")") continue
          tail = substr(after, j + 1)
          if (tail ~ /^[ \t]*[+-]?[ \t]*$/ || tail ~ /^[ \t]+[A-Z][A-Z0-9]*\(/) { end = j; break }
        }
        if (!end) { end = index(after, ")"); if (!end) end = length(after) + 1 }
        val = substr(after, 1, end - 1)
        if (val ~ /^[ \t'\'']*$/) out = out val
        else { out = out "********"; masked++; seen[name] = 1 }
        rest = substr(after, end)
      }
      return out rest
    }
    {
      line = $0
      if (mask == 1) {
        if (mode == "ini") {
          if (match(line, /^[ \t]*Data[ \t]*=/) && substr(line, RLENGTH + 1) ~ /[^ \t]/) {
            line = substr(line, 1, RLENGTH) "********"; masked++; seen["Data"] = 1
          }
        } else if (mode == "mqsc") line = maskmqsc(line)
      }
      if (substr(line, 1, 16) == "===== mq-gather ") line = " " line
      print line
    }
    END {
      list = ""
      for (k in seen) list = list (list == "" ? "" : ",") k
      if (masked) print masked " " list > countfile
    }
  ' >>"$body"
}

# masked_note QM WHERE: after a filter, the manifest record and a line on standard error.
masked_note() {
  [ -s "$tmp/masked" ] || return 0
  read -r _mk_count _mk_names <"$tmp/masked"
  rm -f "$tmp/masked"
  record masked "$(qm_or_dash "$1")" "$_mk_count" "$_mk_names" "$2"
  say "masked $_mk_count value(s) of $_mk_names in ${1:+$1: }$2 (--no-mask keeps them)"
}

# ---- finding commands ------------------------------------------------------------------------

# The installations: mqinst.ini's FilePath= entries and the INSTPATH dspmq shows, one a line.
inst_paths=''

add_inst_path() {
  case $1 in
    /*) ;;
    *) return 0 ;;
  esac
  case $1 in
    *[!A-Za-z0-9/._+-]*) return 0 ;;
  esac
  case "
$inst_paths" in
    *"
$1
"*) ;;
    *) inst_paths="$inst_paths$1
" ;;
  esac
}

# tool NAME [INSTPATH]: the command to run for NAME: in INSTPATH's bin or samp/bin first (a queue
# manager's own installation), then on PATH, then in each installation; empty if none.
tool() {
  if [ -n "${2:-}" ]; then
    for _t_sub in bin samp/bin; do
      if [ -f "$2/$_t_sub/$1" ] && [ -x "$2/$_t_sub/$1" ]; then
        printf '%s\n' "$2/$_t_sub/$1"
        return 0
      fi
    done
  fi
  if command -v "$1" >/dev/null 2>&1; then
    printf '%s\n' "$1"
    return 0
  fi
  _t_list="$inst_paths/opt/mqm
/usr/mqm"
  while IFS= read -r _t_dir; do
    [ -n "$_t_dir" ] || continue
    for _t_sub in bin samp/bin; do
      if [ -f "$_t_dir/$_t_sub/$1" ] && [ -x "$_t_dir/$_t_sub/$1" ]; then
        printf '%s\n' "$_t_dir/$_t_sub/$1"
        return 0
      fi
    done
  done <<EOF
$_t_list
EOF
  return 1
}

# run QM INSTPATH COMMAND ARG...: one section holding the command's output (a note when it is
# missing), with its exit status and time in the manifest.
run() {
  _r_qm=$1 _r_inst=$2
  shift 2
  if ! _r_cmd=$(tool "$1" "$_r_inst"); then
    note "$_r_qm" "$1 is not on PATH or in an MQ installation: skipped \"$*\""
    return 127
  fi
  shift
  _r_line="$_r_cmd${1+ $*}"
  progress "${_r_qm:+$_r_qm: }$_r_line"
  limited "$timeout_s" /dev/null "$tmp/out" "$_r_cmd" "$@"
  header "$_r_qm" "$_r_line"
  filter none "$_r_line" <"$tmp/out"
  after_command "$_r_qm" "$_r_line"
}

# after_command QM LINE: the manifest record of the command just run, and a note if it overran.
after_command() {
  record command "$(qm_or_dash "$1")" "$lim_rc" "$lim_secs" "$2"
  if [ "$lim_rc" = timeout ]; then
    note "$1" "timed out after $timeout_s s and was stopped: $2"
  fi
}

# mqsc QM INSTPATH COMMAND: one runmqsc invocation with one MQSC command on its standard input.
mqsc() {
  if ! _m_cmd=$(tool runmqsc "$2"); then
    note "$1" "runmqsc is not on PATH or in an MQ installation: skipped \"$3\""
    return 127
  fi
  printf '%s\n' "$3" >"$tmp/mqsc.in"
  _m_line="echo '$3' | $_m_cmd $1"
  progress "$1: $_m_line"
  limited "$timeout_s" "$tmp/mqsc.in" "$tmp/out" "$_m_cmd" "$1"
  header "$1" "$_m_line"
  filter mqsc "$_m_line" <"$tmp/out"
  masked_note "$1" "$_m_line"
  after_command "$1" "$_m_line"
}

# size_of FILE: its size in bytes (wc pads it with blanks on some systems).
size_of() {
  wc -c <"$1" | tr -d ' \t'
}

# ---- reading files safely --------------------------------------------------------------------

# read_checked QM PATH DEST: PATH copied into DEST if it is a regular file (not a link), owned by
# root, the MQ user or this user, at most MAX_FILE_BYTES, and still the same file when opened.
# Returns 0 when read, 1 when refused (a note and a record say why), 2 when there is no such file.
read_checked() {
  _c_qm=$1 _c_path=$2 _c_dest=$3
  if [ ! -e "$_c_path" ] && [ ! -h "$_c_path" ]; then
    return 2
  fi
  _c_why=''
  # ls -l describes the name itself, never what a link points to.
  # shellcheck disable=SC2046 # ls's fields, split on purpose
  set -- $(ls -ldni -- "$_c_path" 2>/dev/null)
  _c_inode=${1:-} _c_mode=${2:-} _c_uid=${4:-} _c_size=${6:-}
  case $_c_mode in
    l*) _c_why=symlink ;;
    -*) ;;
    *) _c_why=not-regular ;;
  esac
  if [ -z "$_c_why" ]; then
    case $_c_uid in
      0 | "$my_uid") ;;
      *) [ -n "$mq_uid" ] && [ "$_c_uid" = "$mq_uid" ] || _c_why=owner ;;
    esac
  fi
  if [ -z "$_c_why" ]; then
    case $_c_size in
      '' | *[!0-9]*) _c_why=not-regular ;;
      *) [ "$_c_size" -le "$MAX_FILE_BYTES" ] || _c_why=size ;;
    esac
  fi
  if [ -z "$_c_why" ]; then
    # Opened once, checked to be the file looked at (the same inode, where /dev/fd shows it), and
    # read at most one block past the cap, all under the time limit: a FIFO swapped in after the
    # look would block the open, and is stopped.
    # shellcheck disable=SC2016 # expanded by the shell that reads the file
    limited "$timeout_s" /dev/null "$_c_dest" /bin/sh -c '
      command exec 3<"$1" 2>/dev/null || exit 3
      if [ -e /dev/fd/3 ]; then
        set -- "$1" $(ls -Ldi /dev/fd/3 2>/dev/null)
        [ "$2" = "$0" ] || exit 4
      fi
      dd bs=1024 count=1025 <&3 2>/dev/null' "$_c_inode" "$_c_path"
    case $lim_rc in
      0) ;;
      3) _c_why=unreadable ;;
      timeout) _c_why=not-regular ;;
      *) _c_why=changed ;;
    esac
    if [ -z "$_c_why" ] && [ "$(size_of "$_c_dest")" -gt "$MAX_FILE_BYTES" ]; then
      _c_why=size
    fi
  fi
  if [ -n "$_c_why" ]; then
    : >"$_c_dest"
    record refused "$(qm_or_dash "$_c_qm")" "$_c_why" "$_c_path"
    case $_c_why in
      symlink) _c_text='it is a symbolic link, and no file is read through a link' ;;
      not-regular) _c_text='it is not a regular file (a FIFO, device, socket or folder)' ;;
      owner) _c_text="it is owned by user id $_c_uid, not root or $mq_user" ;;
      size) _c_text="it is larger than $MAX_FILE_BYTES bytes" ;;
      unreadable) _c_text="$my_name cannot open it" ;;
      changed) _c_text='it was replaced while being opened' ;;
    esac
    note "$_c_qm" "refused $_c_path: $_c_text"
    return 1
  fi
  record file "$(qm_or_dash "$_c_qm")" "$(size_of "$_c_dest")" "$_c_path"
  return 0
}

# show_file QM PATH [DEST]: a section with the file (masked), a note when it is refused or absent;
# the file as read is left in DEST.
show_file() {
  _f_dest=${3:-$tmp/file}
  progress "${1:+$1: }cat $2"
  read_checked "$1" "$2" "$_f_dest"
  case $? in
    0)
      header "$1" "cat $2"
      filter ini "cat $2" <"$_f_dest"
      masked_note "$1" "cat $2" ;;
    2) note "$1" "cannot read $2: no such file, skipped" ;;
  esac
}

# ---- reading dspmq, mqs.ini and mqinst.ini ---------------------------------------------------

# The line dspmq -x -o all gave for QM (empty when it listed none).
dspmq_line() {
  printf '%s\n' "$_all" | awk -v q="QMNAME($1)" 'index($0, q) == 1 { print; exit }'
}

# The value of ATTR(...) on the first QMNAME line of dspmq output (empty when absent).
dspmq_field() {
  printf '%s\n' "$2" | grep '^QMNAME(' | sed -n "1s/.*[ )]$1(\\([^)]*\\)).*/\\1/p"
}

# The queue manager data directory mqs.ini gives for QM: DataPath=, else Prefix= (or the
# AllQueueManagers DefaultPrefix=) with qmgrs/ and Directory=. Empty when mqs.ini does not name it.
mqs_ini_data_dir() {
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
  ' "$tmp/mqs.ini" 2>/dev/null
}

# The DefaultPrefix of mqs.ini (where queue managers live unless their stanza says otherwise).
mqs_ini_default_prefix() {
  _p=$(sed -n 's/^[ 	]*DefaultPrefix=[ 	]*\([^ 	]*\).*/\1/p' "$tmp/mqs.ini" 2>/dev/null | sed -n '1p')
  printf '%s\n' "${_p:-/var/mqm}"
}

# MQ's file-name transformation of a queue manager name: "." becomes "!" and "/" becomes "&".
qm_directory_name() {
  printf '%s\n' "$1" | sed 's/\./!/g; s/\//\&/g'
}

# The installations mqinst.ini lists (FilePath=), read as any other file.
read_mqinst_ini() {
  read_checked '' "$mqinst_ini" "$tmp/mqinst.ini" || return 0
  while IFS= read -r _i_path; do
    add_inst_path "$_i_path"
  done <<EOF
$(sed -n 's/^[ 	]*FilePath=[ 	]*\([^ 	]*\).*/\1/p' "$tmp/mqinst.ini")
EOF
}

# ---- the ulimit of the queue manager user ----------------------------------------------------

gather_ulimit() {
  if [ "$my_name" = "$mq_user" ]; then
    progress "sh -c 'ulimit -a'"
    limited "$timeout_s" /dev/null "$tmp/out" sh -c 'ulimit -a'
    header '' "sh -c 'ulimit -a'"
    filter none "sh -c 'ulimit -a'" <"$tmp/out"
    after_command '' "sh -c 'ulimit -a'"
    return 0
  fi
  if [ "$mode" = as-root ] && find_switch; then
    progress "ulimit -a as $mq_user"
    limited "$timeout_s" /dev/null "$tmp/out" as_user "$switch_how" 'ulimit -a'
    _g_line="$(switch_words "$switch_how") -c 'ulimit -a'"
    header '' "$_g_line"
    filter none "$_g_line" <"$tmp/out"
    after_command '' "$_g_line"
    return 0
  fi
  if [ "$mode" = as-root ]; then
    note '' "cannot switch to the user $mq_user (runuser, su or sudo), so its ulimit -a is not in this report"
  else
    note '' "ulimit -a skipped: this runs as ${my_name:-an unknown user}, not $mq_user, so it cannot read the limits of $mq_user, the user that starts queue managers"
  fi
}

# ---- what root reads itself: /proc and /sys --------------------------------------------------

# The kernel settings, from /proc/sys, written as sysctl writes them.
gather_kernel() {
  if [ "$(uname -s 2>/dev/null)" != Linux ]; then
    note '' "kernel settings skipped: this is $(uname -s 2>/dev/null), and IBM names them for Linux only"
    return 0
  fi
  header '' "read /proc/sys: $SYSCTL_KEYS"
  for _k_key in $SYSCTL_KEYS; do
    _k_file=/proc/sys/$(printf '%s' "$_k_key" | tr . /)
    if _k_value=$(cat "$_k_file" 2>/dev/null); then
      printf '%s = %s\n' "$_k_key" "$_k_value" >>"$body"
      record file - "$(printf '%s\n' "$_k_value" | wc -c | tr -d ' ')" "$_k_file"
    else
      printf '# %s: not on this kernel\n' "$_k_file" >>"$body"
    fi
  done
}

# Each running queue manager's own limits: /proc/<pid>/limits of its execution controller, as the
# queue manager was started (by systemd, say), which mqm's ulimit -a in a new shell may not match.
gather_qm_limits() {
  [ -r /proc/self/limits ] || return 0
  limited "$timeout_s" /dev/null "$tmp/ps" ps -e -o pid= -o args=
  record command - "$lim_rc" "$lim_secs" 'ps -e -o pid= -o args='
  _p_found=0
  while read -r _p_pid _p_qm; do
    [ -n "$_p_pid" ] || continue
    valid_qm_name "$_p_qm" || continue
    if [ -n "$named_qms" ]; then
      case "
$named_qms" in
        *"
$_p_qm
"*) ;;
        *) continue ;;
      esac
    fi
    case $_p_pid in *[!0-9]*) continue ;; esac
    if _p_limits=$(cat "/proc/$_p_pid/limits" 2>/dev/null); then
      _p_found=1
      header "$_p_qm" "cat /proc/$_p_pid/limits"
      printf '%s\n' "$_p_limits" | filter none "cat /proc/$_p_pid/limits"
      record file "$_p_qm" "$(printf '%s\n' "$_p_limits" | wc -c | tr -d ' ')" "/proc/$_p_pid/limits"
    fi
  done <<EOF
$(awk '{ n = split($2, p, "/"); if (p[n] != "amqzxma0") next; for (i = 3; i < NF; i++) if ($i == "-m") { print $1, $(i + 1); break } }' "$tmp/ps")
EOF
  [ "$_p_found" = 1 ] || note '' 'no running execution controller (amqzxma0 -m QMGR) found by ps, so no queue manager'\''s own /proc/<pid>/limits is in this report'
}

# ---- amqsrua: every running queue manager at once --------------------------------------------

amqsrua_jobs=''

# start_amqsrua QM INSTPATH: its five recordings started in the background, collected by
# collect_amqsrua; each is stopped MINUTES plus the time limit after it started.
start_amqsrua() {
  if ! _s_cmd=$(tool amqsrua "$2"); then
    note "$1" 'amqsrua is not on PATH or in an MQ installation (samp/bin): skipped the CPU and DISK statistics'
    return 0
  fi
  _s_count=$((amqsrua_minutes * 6))
  _s_limit=$((amqsrua_minutes * 60 + timeout_s))
  while read -r _s_class _s_type; do
    _s_n=$(printf '%s\n' "$amqsrua_jobs" | grep -c .)
    _s_out="$tmp/amqsrua.$_s_n"
    "$_s_cmd" -m "$1" -c "$_s_class" -t "$_s_type" -n "$_s_count" </dev/null >"$_s_out" 2>&1 &
    _s_pid=$!
    watchdog "$_s_pid" "$_s_limit" "$_s_out.timed" </dev/null >/dev/null 2>&1 &
    bg_pids="$bg_pids $_s_pid $!"
    amqsrua_jobs="$amqsrua_jobs$_s_pid $! $1 $_s_cmd -m $1 -c $_s_class -t $_s_type -n $_s_count
"
  done <<EOF
$AMQSRUA_SERIES
EOF
}

collect_amqsrua() {
  [ -n "$amqsrua_jobs" ] || return 0
  [ -t 2 ] && say "waiting for amqsrua's recordings ($amqsrua_minutes min)"
  _c_start=$1
  _c_n=0
  while read -r _c_pid _c_dog _c_qm _c_line; do
    [ -n "$_c_pid" ] || continue
    wait "$_c_pid"
    _c_rc=$?
    kill "$_c_dog" 2>/dev/null
    [ ! -f "$tmp/amqsrua.$_c_n.timed" ] || _c_rc=timeout
    header "$_c_qm" "$_c_line"
    filter none "$_c_line" <"$tmp/amqsrua.$_c_n"
    lim_rc=$_c_rc
    lim_secs=$(($(now) - _c_start))
    after_command "$_c_qm" "$_c_line"
    _c_n=$((_c_n + 1))
  done <<EOF
$amqsrua_jobs
EOF
  amqsrua_jobs=''
}

# ---- one queue manager -----------------------------------------------------------------------

gather_qm() {
  _q=$1
  if ! valid_qm_name "$_q"; then
    note '' "skipped a queue manager dspmq lists as \"$_q\": not a name MQ allows"
    return 0
  fi
  progress "queue manager $2 of $3: $_q"
  _status=''
  _role=''
  _inst=$(dspmq_field INSTPATH "$(dspmq_line "$_q")")
  if _d_cmd=$(tool dspmq "$_inst"); then
    _d_line="$_d_cmd -n -x -o all -m $_q"
    progress "$_q: $_d_line"
    limited "$timeout_s" /dev/null "$tmp/out" "$_d_cmd" -n -x -o all -m "$_q"
    header "$_q" "$_d_line"
    filter none "$_d_line" <"$tmp/out"
    after_command "$_q" "$_d_line"
    _d_out=$(cat "$tmp/out")
    if [ "$lim_rc" != 0 ] || ! printf '%s\n' "$_d_out" | grep '^QMNAME(' >/dev/null; then
      note "$_q" "dspmq does not know this queue manager (exit status $lim_rc): skipped"
      return 0
    fi
    _status=$(dspmq_field STATUS "$_d_out")
    _role=$(dspmq_field ROLE "$_d_out")
    _own=$(dspmq_field INSTPATH "$_d_out")
    add_inst_path "$_own"
    [ -z "$_own" ] || _inst=$_own
  else
    note "$_q" 'dspmq is not on PATH or in an MQ installation: its status is unknown, so runmqsc is tried anyway'
    _status=unknown
  fi

  # qm.ini: where mqs.ini puts the queue manager, else the default place for its name.
  _dir=$(mqs_ini_data_dir "$_q")
  if [ -z "$_dir" ]; then
    _dir="$(mqs_ini_default_prefix)/qmgrs/$(qm_directory_name "$_q")"
    [ ! -s "$tmp/mqs.ini" ] || note "$_q" "$mqs_ini has no QueueManager stanza for this queue manager: looking for qm.ini in the default place"
  fi
  show_file "$_q" "$_dir/qm.ini"

  # Native HA: dspmq -o all shows ROLE(Active|Replica|Unknown|Leader) on a Native HA queue manager
  # and ROLE(Not configured) (or no ROLE, before MQ 9.2.2) on any other.
  _nativeha=0
  case $(printf '%s' "$_role" | tr '[:upper:]' '[:lower:]') in
    '' | 'not configured') ;;
    *) _nativeha=1 ;;
  esac

  case $_status in
    Running | RUNNING | unknown) ;;
    'Running as standby')
      note "$_q" 'a standby instance (multi-instance queue manager): runmqsc and amqsrua reach only the active instance, which runs on another machine'
      return 0 ;;
    'Running elsewhere')
      note "$_q" 'running on another machine (the active instance of a multi-instance or replicated data queue manager is elsewhere): runmqsc and amqsrua skipped'
      return 0 ;;
    Replica*)
      run "$_q" "$_inst" dspmq -n -o nativeha -x -m "$_q"
      note "$_q" 'a Native HA replica: runmqsc and amqsrua reach only the active instance; its own Native HA status is in the section above'
      return 0 ;;
    *)
      if [ "$(printf '%s' "$_role" | tr '[:upper:]' '[:lower:]')" = replica ]; then
        run "$_q" "$_inst" dspmq -n -o nativeha -x -m "$_q"
        note "$_q" "a Native HA replica (STATUS($_status)): runmqsc and amqsrua reach only the active instance; its own Native HA status is in the section above"
        return 0
      fi
      note "$_q" "not running here (STATUS($_status)): runmqsc and amqsrua skipped"
      return 0 ;;
  esac
  # A here-document rather than a pipe, so what is set in this shell stays set.
  while IFS= read -r _c; do
    mqsc "$_q" "$_inst" "$_c"
    if [ "$_c" = 'DISPLAY QMSTATUS ALL' ] && [ "$_nativeha" = 1 ]; then
      mqsc "$_q" "$_inst" "$NATIVEHA_COMMAND"
    fi
  done <<EOF
$MQSC_COMMANDS
EOF
}

# ---- the MQ programs' part -------------------------------------------------------------------

gather_mq() {
  read_mqinst_ini
  # Host-wide: every queue manager on the machine, the installation, the user's limits, mqs.ini.
  _all=''
  if _d_cmd=$(tool dspmq); then
    progress "$_d_cmd -n -x -o all"
    limited "$timeout_s" /dev/null "$tmp/out" "$_d_cmd" -n -x -o all
    header '' "$_d_cmd -n -x -o all"
    filter none "$_d_cmd -n -x -o all" <"$tmp/out"
    after_command '' "$_d_cmd -n -x -o all"
    _all=$(cat "$tmp/out")
    while IFS= read -r _p; do
      add_inst_path "$_p"
    done <<EOF
$(printf '%s\n' "$_all" | sed -n 's/.*INSTPATH(\([^)]*\)).*/\1/p')
EOF
  else
    note '' 'dspmq is not on PATH or in an MQ installation (mqinst.ini, /opt/mqm/bin, /usr/mqm/bin): skipped "dspmq -n -x -o all"'
  fi

  # Each queue manager: those named with -m, else every one dspmq listed.
  if [ -n "$named_qms" ]; then
    _qms=$named_qms
  else
    _qms=$(printf '%s\n' "$_all" | sed -n 's/^QMNAME(\([^)]*\)).*/\1/p')
  fi
  _start=$(now)
  if [ -n "$amqsrua_minutes" ]; then
    # Every running queue manager's recordings start now, before anything else, so they all end
    # about MINUTES from now whatever else the gather does meanwhile.
    while IFS= read -r _qm; do
      valid_qm_name "$_qm" || continue
      _line=$(dspmq_line "$_qm")
      # Where dspmq ran, only the queue managers it shows running; without it, every one named.
      if [ -n "$_all" ]; then
        case $_line in
          *'STATUS(Running)'*) ;;
          *) continue ;;
        esac
      fi
      start_amqsrua "$_qm" "$(dspmq_field INSTPATH "$_line")"
    done <<EOF
$_qms
EOF
  fi

  run '' "$(printf '%s' "$inst_paths" | sed -n 1p)" dspmqver
  run '' "$(printf '%s' "$inst_paths" | sed -n 1p)" mqconfig
  gather_ulimit
  : >"$tmp/mqs.ini"
  show_file '' "$mqs_ini" "$tmp/mqs.ini"

  if [ -z "$_qms" ]; then
    note '' 'no queue manager found: dspmq listed none (name some with -m)'
  fi
  _total=$(printf '%s\n' "$_qms" | grep -c .)
  _i=0
  while IFS= read -r _qm; do
    [ -n "$_qm" ] || continue
    _i=$((_i + 1))
    gather_qm "$_qm" "$_i" "$_total"
  done <<EOF
$_qms
EOF
  collect_amqsrua "$_start"
}

# ---- the end: counts, manifest, output -------------------------------------------------------

# The SHA-256 of FILE with whichever tool this system has.
sha256_of() {
  _h=''
  if command -v sha256sum >/dev/null 2>&1; then
    _h=$(sha256sum <"$1" | awk '{ print $1 }')
  elif command -v shasum >/dev/null 2>&1; then
    _h=$(shasum -a 256 <"$1" | awk '{ print $1 }')
  elif command -v openssl >/dev/null 2>&1; then
    _h=$(openssl dgst -sha256 <"$1" | awk '{ print $NF }')
  elif command -v csum >/dev/null 2>&1; then
    _h=$(csum -h SHA256 "$1" | awk '{ print $1 }')
  fi
  case $_h in
    '' | *[!0-9a-f]*) printf 'unavailable\n' ;;
    *) printf '%s\n' "$_h" ;;
  esac
}

# The separator between the re-run's body and its records: a header-format line, which no output
# line can be (filter gives those a leading space).
records_line() {
  report_line '' 'records of the re-run as the MQ user'
}

# shellcheck disable=SC2317 # called from the traps
# Stops whatever still runs (the current command, amqsrua's recordings, the re-run).
stop_all() {
  for _k in $current_pid $bg_pids ${child_pid:-}; do
    kill -TERM "$_k" 2>/dev/null
  done
}

# finish: the end line, the manifest and the output (the re-run hands its body and records back).
finish() {
  [ "$finished" = 0 ] || return 0
  finished=1
  if [ "$mode" = child ]; then
    cat "$body"
    records_line
    cat "$records"
    rm -rf "$tmp"
    return 0
  fi
  _f_counts=$(awk -v start="===== mq-gather $FORMAT | host $host | " '
    index($0, start) == 1 { if (index($0, " | note: ")) n++; else if ($0 !~ / \| started [^|]*=====$/) s++ }
    END { printf "%d %d", s, n }' "$body")
  _f_sections=${_f_counts% *}
  _f_notes=${_f_counts#* }
  report_line '' "end: $_f_sections sections, $_f_notes notes" >>"$body"
  _f_sha=$(sha256_of "$body")
  {
    cat "$body"
    report_line '' manifest
    printf 'version %s\nhost %s\nuser %s\n' "$GATHER_VERSION" "$host" "$mq_user"
    case $mode in
      switch) printf 'ran-as %s %s\n' "$mq_user" "$switch_how" ;;
      as-root) printf 'ran-as root as-root\n' ;;
      *) printf 'ran-as %s direct\n' "${my_name:-unknown}" ;;
    esac
    printf 'timeout %s\n' "$timeout_s"
    if [ "$mask" = 1 ]; then echo 'masking on'; else echo 'masking off'; fi
    cat "$records"
    printf 'sha256 %s\n' "$_f_sha"
  } >&4
  exit_status=0
  if grep -E '^(refused|interrupted) |^command [^ ]+ ([1-9][0-9]*|timeout|interrupted) ' "$records" >/dev/null 2>&1; then
    exit_status=1
  fi
  if [ -n "$outfile" ]; then
    say "wrote $outfile ($_f_sections sections, $_f_notes notes; exit status $exit_status)"
  fi
  rm -rf "$tmp"
}

# shellcheck disable=SC2317 # called from the traps
on_signal() {
  trap '' INT TERM HUP
  stop_all
  [ -z "${child_pid:-}" ] || wait "$child_pid" 2>/dev/null
  if [ "$mode" = switch ] && [ -n "${child_pid:-}" ]; then
    take_child
  fi
  record interrupted "SIG$1"
  [ -n "$body" ] && note '' "interrupted by SIG$1: the gather stopped here"
  finish
  exit 1
}

# take_child: the re-run's output split into its body and its records.
take_child() {
  [ -f "$tmp/child.out" ] || return 0
  awk -v sep="$(records_line)" -v b="$body" -v r="$records" '
    found { if ($0 ~ /^(command|file|refused|masked|interrupted) /) print >> r; next }
    $0 == sep { found = 1; next }
    { print >> b }' "$tmp/child.out"
  rm -f "$tmp/child.out"
}

# ---- --print: what would run -------------------------------------------------------------------

print_plan() {
  printf '# mq-gather.sh %s would run these commands, in this order (nothing has been run):\n' "$GATHER_VERSION"
  _p_as=''
  case $mode in
    switch)
      _p_how=''
      for _p_try in runuser su-s sudo su; do
        case $_p_try in
          runuser | sudo) command -v "$_p_try" >/dev/null 2>&1 || continue ;;
          *) command -v su >/dev/null 2>&1 || continue ;;
        esac
        _p_how=$_p_try
        break
      done
      [ -n "$_p_how" ] || _p_how=runuser
      printf '# as root: read /proc/sys (%s)\n' "$SYSCTL_KEYS"
      printf '# as %s, re-running this script with a clean environment (the first of runuser, su -s, sudo -n, su that works):\n' "$mq_user"
      printf '%s -s -- %s< %s\n' "$(switch_words "$_p_how")" "$(child_args)" "$0"
      printf '#   with env -i %s\n' "$(child_env | tr '\n' ' ')"
      printf '# which, as %s, runs:\n' "$mq_user"
      _p_as='  ' ;;
    as-root) printf '# as root (--as-root: MQ programs run as root):\n' ;;
    *) printf '# as %s:\n' "${my_name:-this user}" ;;
  esac
  [ "$mode" = switch ] || printf '%sread /proc/sys: %s   (Linux only)\n' "$_p_as" "$SYSCTL_KEYS"
  printf '%scat %s\n' "$_p_as" "$mqinst_ini"
  printf '%sdspmq -n -x -o all\n' "$_p_as"
  printf '%sdspmqver\n' "$_p_as"
  printf '%smqconfig\n' "$_p_as"
  if [ "$mode" = switch ] || [ "$my_name" = "$mq_user" ]; then
    printf "%ssh -c 'ulimit -a'\n" "$_p_as"
  elif [ "$mode" = as-root ]; then
    printf "%s(as %s) sh -c 'ulimit -a'\n" "$_p_as" "$mq_user"
  fi
  printf '%scat %s\n' "$_p_as" "$mqs_ini"
  if [ -n "$named_qms" ]; then
    _p_qms=$named_qms
  else
    printf '%s# then, for each queue manager dspmq lists (QMGR below), with the commands of its own installation (INSTPATH):\n' "$_p_as"
    _p_qms=QMGR
  fi
  printf '%s\n' "$_p_qms" | while IFS= read -r _p_qm; do
    [ -n "$_p_qm" ] || continue
    printf '%sdspmq -n -x -o all -m %s\n' "$_p_as" "$_p_qm"
    printf '%scat <its data directory, from mqs.ini>/qm.ini\n' "$_p_as"
    printf '%s\n' "$MQSC_COMMANDS" | while IFS= read -r _p_c; do
      printf "%secho '%s' | runmqsc %s\n" "$_p_as" "$_p_c" "$_p_qm"
    done
    printf "%secho '%s' | runmqsc %s   (only where dspmq shows a Native HA ROLE)\n" "$_p_as" "$NATIVEHA_COMMAND" "$_p_qm"
    printf '%sdspmq -n -o nativeha -x -m %s   (only a Native HA replica)\n' "$_p_as" "$_p_qm"
    if [ -n "$amqsrua_minutes" ]; then
      printf '%s\n' "$AMQSRUA_SERIES" | while read -r _p_class _p_type; do
        printf '%samqsrua -m %s -c %s -t %s -n %s   (all at once, in the background)\n' "$_p_as" "$_p_qm" "$_p_class" "$_p_type" "$((amqsrua_minutes * 6))"
      done
    fi
  done
  [ "$mode" = switch ] && printf '# then, as root again:\n'
  printf 'ps -e -o pid= -o args=   (Linux: then cat /proc/<pid>/limits of each amqzxma0 -m QMGR)\n'
}

# ---- the run ---------------------------------------------------------------------------------

if [ "$print_only" = 1 ]; then
  print_plan
  exit 0
fi

if [ "$mode" = switch ]; then
  if [ -z "$mq_uid" ]; then
    fail "the user $mq_user does not exist here, and MQ programs are not run as root: name the MQ administrator user with --user NAME (or, the worse choice, insist with --as-root)"
  fi
  if [ ! -f "$0" ] || [ ! -r "$0" ]; then
    fail "run it from a file (sh mq-gather.sh), so that it can re-run itself as $mq_user"
  fi
  find_switch || fail "cannot run a command as $mq_user with runuser, su or sudo, and MQ programs are not run as root: make one of them work for root, or (the worse choice) insist with --as-root"
fi

make_tmp || fail "cannot make a private temporary folder in ${TMPDIR:-/tmp}"
body=$tmp/body
records=$tmp/records
: >"$body"
: >"$records"

# -o: created here, before anything runs, only if nothing has that name; then checked to be the
# new, empty, regular file just made (not a link or device swapped in meanwhile).
if [ "$mode" != child ] && [ -n "$outfile" ]; then
  if [ -e "$outfile" ] || [ -h "$outfile" ]; then
    rm -rf "$tmp"
    fail "$outfile exists already (or is a link): name a new file (mq-gather.sh writes only a file it creates)"
  fi
  set -C
  if ! command exec 4>"$outfile"; then
    set +C
    rm -rf "$tmp"
    fail "cannot create $outfile"
  fi
  set +C
  # shellcheck disable=SC2046 # ls's fields, split on purpose
  set -- $(ls -ldni -- "$outfile" 2>/dev/null)
  _o_ok=0
  case ${2:-} in
    -*) [ "${4:-}" = "$my_uid" ] && [ "${6:-}" = 0 ] && _o_ok=1 ;;
  esac
  if [ "$_o_ok" = 1 ] && [ -e /dev/fd/4 ]; then
    # shellcheck disable=SC2046
    [ "$(set -- $(ls -Ldi /dev/fd/4 2>/dev/null); echo "${1:-}")" = "$1" ] || _o_ok=0
  fi
  if [ "$_o_ok" != 1 ]; then
    exec 4>&-
    rm -rf "$tmp"
    fail "$outfile changed while it was being created (a link or device put in its place?): nothing was written to it"
  fi
else
  exec 4>&1
fi

if [ "$mask" = 0 ] && [ "$mode" != child ]; then
  say "--no-mask: values of $MASKED_ATTRS and ini files' Data= stay in the report as printed; keep the report as secret as they are"
fi

trap 'on_signal INT' INT
trap 'on_signal TERM' TERM
trap 'on_signal HUP' HUP

[ "$mode" = child ] || report_line '' "started $(date -u +%Y-%m-%dT%H:%M:%SZ), mq-gather.sh $GATHER_VERSION" >>"$body"

case $mode in
  switch)
    say "running as root: the MQ programs run as $mq_user ($(switch_words "$switch_how")); root itself reads only /proc"
    gather_kernel
    _child_line="$(switch_words "$switch_how") -s -- $(child_args)< $0"
    _child_start=$(now)
    # The script itself, on the re-run's standard input, so it need not be readable by the MQ user.
    as_user "$switch_how" "exec /bin/sh -s -- $(child_args)" <"$0" >"$tmp/child.out" &
    child_pid=$!
    wait "$child_pid"
    _child_rc=$?
    child_pid=''
    take_child
    record command - "$_child_rc" "$(($(now) - _child_start))" "$_child_line"
    gather_qm_limits ;;
  as-root)
    say "running as root with --as-root: MQ programs run as root, and load as root what $mq_user controls"
    gather_kernel
    gather_mq
    gather_qm_limits ;;
  child)
    gather_mq ;;
  direct)
    gather_kernel
    gather_mq
    gather_qm_limits ;;
esac

finish
exit "${exit_status:-0}"

"""Runs a GitHub workflow's jobs locally, step by step, the way the runner would (ci/run-workflow-steps).

Each `run:` step runs in order with bash -eo pipefail, the workflow's, job's and step's env, and
${{ }} expressions evaluated from a small context (github.*, matrix.* at each list's first value or
--set, env.*, inputs as empty); `if:` takes always(), success(), failure() and their ||, && and !.
`uses:` steps: actions/checkout is a no-op (this is the checkout); actions/upload-artifact copies
its paths into a local artifact store (a path with no files is reported, as the real one warns),
actions/download-artifact copies from it (so a `needs:` job run after it finds them);
mikepenz/action-junit-report and dorny/test-reporter parse the XML files they would publish (a file
that is not JUnit XML fails the step); any other action is reported and skipped. GITHUB_STEP_SUMMARY
is a local file whose contents are printed at the end. The container: key is ignored (the host runs).
Exit 1 when a step failed, 2 on a workflow this cannot run.
"""
import argparse
import fnmatch
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree

from ruamel.yaml import YAML


class Unsupported(Exception):
    pass


def lookup(context, path):
    value = context
    for part in path.split("."):
        if isinstance(value, dict) and part in value:
            value = value[part]
        else:
            return ""
    return value


def evaluate(expression, context):
    """A value: `a || b || 'literal'` (the first non-empty), a dotted path, a quoted literal or a number."""
    for term in (t.strip() for t in expression.split("||")):
        if re.fullmatch(r"'[^']*'", term):
            value = term[1:-1]
        elif re.fullmatch(r"-?\d+(\.\d+)?", term):
            value = term
        elif re.fullmatch(r"[A-Za-z_][\w.-]*", term):
            value = lookup(context, term)
        else:
            raise Unsupported(f"expression not supported here: {expression!r}")
        if value not in ("", None, False):
            return str(value).lower() if isinstance(value, bool) else str(value)
    return ""


def substitute(text, context):
    return re.sub(r"\$\{\{\s*(.*?)\s*\}\}", lambda m: evaluate(m.group(1), context), str(text))


def condition(expression, failed):
    """An `if:` over the status functions only."""
    if expression is None:
        return not failed
    text = str(expression).strip()
    text = re.sub(r"^\$\{\{\s*(.*?)\s*\}\}$", r"\1", text)
    python = (text.replace("always()", "True").replace("success()", str(not failed))
              .replace("failure()", str(failed)).replace("cancelled()", "False")
              .replace("||", " or ").replace("&&", " and ").replace("!", " not "))
    if not re.fullmatch(r"[\sA-Za-z()]*", python) or set(re.findall(r"[A-Za-z]+", python)) - {"True", "False", "or", "and", "not"}:
        raise Unsupported(f"if: not supported here: {expression!r}")
    return eval(python)  # only True/False/and/or/not/parentheses reach here


def artifact_paths(spec):
    paths = []
    for line in str(spec).splitlines():
        line = line.strip()
        if line:
            paths.extend(glob.glob(line.rstrip("/"), recursive=True) or [])
    return paths


def upload(step_with, store):
    name = step_with.get("name", "artifact")
    paths = artifact_paths(step_with.get("path", ""))
    if not paths:
        print(f"  upload-artifact {name}: no files at {step_with.get('path')!r}")
        return True
    if len(paths) == 1 and os.path.isdir(paths[0]):
        root = paths[0]
    else:
        root = os.path.commonpath([p if os.path.isdir(p) else os.path.dirname(p) or "." for p in paths])
    target = os.path.join(store, name)
    for path in paths:
        destination = os.path.join(target, os.path.relpath(path, root))
        if os.path.isdir(path):
            shutil.copytree(path, destination, dirs_exist_ok=True)
        else:
            os.makedirs(os.path.dirname(destination), exist_ok=True)
            shutil.copy2(path, destination)
    count = sum(len(files) for _, _, files in os.walk(target))
    print(f"  upload-artifact {name}: {count} files from {root}")
    return True


def download(step_with, store):
    pattern, path = step_with.get("pattern"), step_with.get("path", ".")
    names = sorted(n for n in os.listdir(store) if fnmatch.fnmatch(n, pattern or step_with.get("name", "*")))
    for name in names:
        destination = os.path.join(path, name) if pattern and not step_with.get("merge-multiple") else path
        shutil.copytree(os.path.join(store, name), destination, dirs_exist_ok=True)
    print(f"  download-artifact: {len(names)} artifacts into {path}")
    return bool(names)


def junit(paths_spec):
    specs = [spec.strip() for spec in re.split(r"[,\n]", str(paths_spec)) if spec.strip()]
    files = [p for spec in specs for p in glob.glob(spec, recursive=True)]
    if not files:
        print(f"  junit report: no files match {paths_spec!r}")
        return False
    for path in files:
        try:
            root = ElementTree.parse(path).getroot()
        except ElementTree.ParseError as error:
            print(f"  junit report: {path} is not XML: {error}")
            return False
        cases = root.iter("testcase")
        failures = sum(1 for case in root.iter("testcase") if case.find("failure") is not None or case.find("error") is not None)
        print(f"  junit report: {path}: {sum(1 for _ in cases)} test cases, {failures} failing")
    return True


def run_uses(step, context, store):
    action = step["uses"].split("@")[0]
    step_with = {k: substitute(v, context) for k, v in (step.get("with") or {}).items()}
    if action == "actions/checkout":
        print("  checkout: this working tree")
        return True
    if action == "actions/upload-artifact":
        return upload(step_with, store)
    if action == "actions/download-artifact":
        return download(step_with, store)
    if action == "mikepenz/action-junit-report":
        return junit(step_with.get("report_paths", ""))
    if action == "dorny/test-reporter":
        return junit(step_with.get("path", ""))
    print(f"  {action}: not run locally")
    return True


def run_job(name, job, workflow, context, overrides, store, summary):
    context = dict(context)
    env = {}
    for scope in (workflow.get("env") or {}, job.get("env") or {}):
        for key, value in scope.items():
            env[key] = substitute(value, {**context, "env": env})
    env.update(overrides)
    failed, failures = False, []
    for index, step in enumerate(job.get("steps") or [], 1):
        title = substitute(step.get("name") or step.get("run", step.get("uses", "")).splitlines()[0], {**context, "env": env})
        if not condition(step.get("if"), failed):
            why = f"if: {step['if']}" if step.get("if") is not None else "an earlier step failed"
            print(f"== {name} step {index}: {title} (skipped: {why})")
            continue
        print(f"== {name} step {index}: {title}", flush=True)
        started = time.monotonic()
        step_env = dict(env)
        for key, value in (step.get("env") or {}).items():
            step_env[key] = substitute(value, {**context, "env": step_env})
        if "uses" in step:
            ok = run_uses(step, {**context, "env": step_env}, store)
        else:
            script = substitute(step["run"], {**context, "env": step_env})
            process_env = {**os.environ, **step_env, "GITHUB_STEP_SUMMARY": summary, "GITHUB_WORKSPACE": os.getcwd(),
                           "GITHUB_ACTIONS": "true", "RUNNER_TEMP": tempfile.gettempdir()}
            shell = step.get("shell", "bash")
            if shell != "bash":
                raise Unsupported(f"shell {shell!r}: only bash runs here")
            status = subprocess.call(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script],
                                     env=process_env, cwd=step.get("working-directory") or None)
            ok = status == 0 or step.get("continue-on-error") is True
            if status != 0:
                print(f"== {name} step {index}: {title}: exit {status}", flush=True)
        print(f"== {name} step {index}: {'ok' if ok else 'FAILED'} in {time.monotonic() - started:.1f} s", flush=True)
        if not ok:
            failed = True
            failures.append(title)
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("workflow")
    parser.add_argument("--job", action="append", help="a job to run, in order (default: every job, in file order)")
    parser.add_argument("--env", action="append", default=[], metavar="NAME=VALUE", help="override a workflow or job env value")
    parser.add_argument("--set", action="append", default=[], metavar="PATH=VALUE", help="an expression context value, e.g. matrix.shard=2")
    args = parser.parse_args()
    workflow = YAML(typ="safe").load(open(args.workflow))
    jobs = workflow.get("jobs") or {}
    head = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
    context = {"github": {"server_url": "https://github.com", "repository": "local/" + os.path.basename(os.getcwd()),
                          "run_id": "0", "run_number": "1", "sha": head, "event": {"inputs": {}}}, "inputs": {}, "matrix": {}}
    for assignment in args.set:
        path, _, value = assignment.partition("=")
        *parents, leaf = path.split(".")
        target = context
        for part in parents:
            target = target.setdefault(part, {})
        target[leaf] = value
    overrides = dict(a.partition("=")[::2] for a in args.env)
    store = tempfile.mkdtemp(prefix="workflow-artifacts.")
    summary = os.path.join(store, "step-summary.md")
    open(summary, "w").close()
    failures = []
    try:
        for name in args.job or list(jobs):
            if name not in jobs:
                raise Unsupported(f"no job {name!r} in {args.workflow}; jobs: {', '.join(jobs)}")
            job = jobs[name]
            matrix = (job.get("strategy") or {}).get("matrix") or {}
            job_context = dict(context, matrix={k: (v[0] if isinstance(v, list) else v) for k, v in matrix.items()
                                                if k not in ("include", "exclude")} | context["matrix"])
            failures += [f"{name}: {title}" for title in run_job(name, job, workflow, job_context, overrides, store, summary)]
    except Unsupported as error:
        print(f"ci/run-workflow-steps: {error}", file=sys.stderr)
        return 2
    print(f"== step summary ({summary}):")
    print(open(summary).read())
    print(f"== artifacts in {store}: {', '.join(sorted(os.listdir(store)))}")
    if failures:
        print("ci/run-workflow-steps: failed steps: " + "; ".join(failures), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

// Command lighthouse audits every route of a running Pastime with
// Lighthouse on its mobile and desktop presets and prints the scores as a
// table. It needs the Lighthouse CLI (make lighthouse installs it under
// bin/lighthouse) and Chromium:
//
//	lighthouse -url http://127.0.0.1:8099 [-routes /,/fifteen] [-cli bin/lighthouse/node_modules/.bin/lighthouse]
//
// With -scheme dark the browser prefers the dark colour scheme, so the
// contrast audit checks the dark theme; -out keeps every JSON report
// (named route, preset and run) for a closer look at what held a score
// back, such as the long tasks behind Total Blocking Time. -runs audits
// each route more than once and keeps the median performance score, since
// a busy machine makes it vary from run to run.
//
// The mobile preset slows the processor down four times, which turns a
// fast desktop into a mid-tier phone; on a slower host it emulates a
// slower phone than Lighthouse means to. Every row says the benchmark
// index of its median run (Lighthouse's "CPU/Memory Power") and the
// slowdown it ran under, and the end says what slowdown Lighthouse's
// throttling guide advises for the median index of the mobile runs;
// -cpu-slowdown sets it.
//
// It exits non-zero when an audit fails to run, or with -check when a
// score is under the project's goals: accessibility, best practices and
// SEO 100, performance 95 on desktop and 90 on mobile.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"log"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

var categories = []string{"performance", "accessibility", "best-practices", "seo"}

// report is the part of Lighthouse's JSON report read here.
type report struct {
	Categories map[string]struct {
		Score     *float64 `json:"score"`
		AuditRefs []struct {
			ID     string  `json:"id"`
			Weight float64 `json:"weight"`
		} `json:"auditRefs"`
	} `json:"categories"`
	Audits map[string]struct {
		Title string   `json:"title"`
		Score *float64 `json:"score"`
	} `json:"audits"`
	Environment struct {
		BenchmarkIndex float64 `json:"benchmarkIndex"`
	} `json:"environment"`
	ConfigSettings struct {
		Throttling struct {
			CPUSlowdownMultiplier float64 `json:"cpuSlowdownMultiplier"`
		} `json:"throttling"`
	} `json:"configSettings"`
}

// slowdownFor returns the processor slowdown that makes a host of the
// given benchmark index emulate the mid-tier phone of Lighthouse's mobile
// preset. The guide's calculator draws straight lines between these
// points: an index of 150 wants no slowdown, 800 twice, 1300 three times,
// and every 233 above that one more; under 150 the host is slower than the
// phone already.
func slowdownFor(index float64) float64 {
	switch {
	case index >= 1300:
		return 3 + (index-1300)/233
	case index >= 800:
		return 2 + (index-800)/500
	case index >= 150:
		return 1 + (index-150)/650
	}
	return 1
}

// goal returns the lowest acceptable score of a category on a preset.
func goal(preset, category string) int {
	if category == "performance" {
		if preset == "desktop" {
			return 95
		}
		return 90
	}
	return 100
}

func main() {
	base := flag.String("url", "http://127.0.0.1:8099", "address of the running app")
	routes := flag.String("routes", "/,/fifteen,/gomoku,/minesweeper,/stats,/settings", "comma-separated routes to audit")
	cli := flag.String("cli", "bin/lighthouse/node_modules/.bin/lighthouse", "the Lighthouse CLI")
	chrome := flag.String("chrome", "", "Chromium binary (default: CHROME_PATH, then chromium)")
	check := flag.Bool("check", false, "exit non-zero when a score is under its goal")
	scheme := flag.String("scheme", "light", "colour scheme the browser prefers: light or dark")
	outDir := flag.String("out", "", "directory to keep the JSON reports in")
	runs := flag.Int("runs", 1, "audits of each route and preset; the run with the median performance score counts")
	slowdown := flag.Float64("cpu-slowdown", 0, "processor slowdown of the mobile preset (default: Lighthouse's own, 4)")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("lighthouse: ")

	if *chrome == "" {
		*chrome = os.Getenv("CHROME_PATH")
	}
	if *chrome == "" {
		p, err := exec.LookPath("chromium")
		if err != nil {
			log.Fatal("no Chromium found: set CHROME_PATH")
		}
		*chrome = p
	}
	if *scheme != "light" && *scheme != "dark" {
		log.Fatalf("-scheme %q: want light or dark", *scheme)
	}
	if *runs < 1 {
		*runs = 1
	}
	tmp, err := os.MkdirTemp("", "lighthouse")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(tmp)
	if *outDir != "" {
		if err := os.MkdirAll(*outDir, 0o755); err != nil {
			log.Fatal(err)
		}
	}

	if *slowdown != 0 && *slowdown < 1 {
		log.Fatalf("-cpu-slowdown %g: want at least 1", *slowdown)
	}

	fmt.Println("| route | preset | performance | accessibility | best practices | SEO | benchmark index | slowdown |")
	fmt.Println("| --- | --- | --- | --- | --- | --- | --- | --- |")
	var failed []string
	var indexes []float64 // of every mobile run
	for _, route := range strings.Split(*routes, ",") {
		for _, preset := range []string{"mobile", "desktop"} {
			cpu := 0.0 // the preset's own slowdown
			if preset == "mobile" {
				cpu = *slowdown
			}
			var all []*report
			for run := range *runs {
				keep := ""
				if *outDir != "" {
					keep = filepath.Join(*outDir, fmt.Sprintf("%s-%s-%s-%d.json", reportName(route), preset, *scheme, run+1))
				}
				r, err := audit(*cli, *chrome, *base+route, preset, *scheme, tmp, keep, cpu)
				if err != nil {
					// Lighthouse now and then fails to record the trace
					// (NO_NAVSTART) on a busy machine: one more try.
					log.Printf("%s %s: %v; trying again", route, preset, firstLine(err))
					r, err = audit(*cli, *chrome, *base+route, preset, *scheme, tmp, keep, cpu)
				}
				if err != nil {
					log.Fatalf("%s %s: %v", route, preset, err)
				}
				all = append(all, r)
				if preset == "mobile" {
					indexes = append(indexes, r.Environment.BenchmarkIndex)
				}
			}
			r := median(all)
			row := []string{route, preset}
			for _, c := range categories {
				s := -1
				if cat, ok := r.Categories[c]; ok && cat.Score != nil {
					s = int(math.Round(*cat.Score * 100))
				}
				row = append(row, fmt.Sprint(s))
				if s < goal(preset, c) {
					failed = append(failed, fmt.Sprintf("%s %s %s %d < %d%s", route, preset, c, s, goal(preset, c), failing(r, c)))
				}
			}
			row = append(row, fmt.Sprintf("%.0f", r.Environment.BenchmarkIndex),
				fmt.Sprintf("%.2gx", r.ConfigSettings.Throttling.CPUSlowdownMultiplier))
			fmt.Println("| " + strings.Join(row, " | ") + " |")
		}
	}
	if len(indexes) > 0 {
		sort.Float64s(indexes)
		index := indexes[len(indexes)/2]
		log.Printf("benchmark index %.0f to %.0f, median %.0f: Lighthouse's throttling guide advises -cpu-slowdown %.1f for it",
			indexes[0], indexes[len(indexes)-1], index, slowdownFor(index))
	}
	for _, f := range failed {
		log.Print("under goal: ", f)
	}
	if *check && len(failed) > 0 {
		os.Exit(1)
	}
}

// firstLine returns the first line of err's message.
func firstLine(err error) string {
	line, _, _ := strings.Cut(err.Error(), "\n")
	return line
}

// reportName turns a route into a file name: "/" is "home".
func reportName(route string) string {
	name := strings.Trim(strings.ReplaceAll(route, "/", "-"), "-")
	if name == "" {
		return "home"
	}
	return name
}

// median returns the report with the median performance score of rs.
func median(rs []*report) *report {
	perf := func(r *report) float64 {
		if s := r.Categories["performance"].Score; s != nil {
			return *s
		}
		return -1
	}
	sorted := append([]*report(nil), rs...)
	sort.SliceStable(sorted, func(i, j int) bool { return perf(sorted[i]) < perf(sorted[j]) })
	return sorted[len(sorted)/2]
}

// failing lists the weighted audits of a category that did not pass, to
// say why its score is low.
func failing(r *report, category string) string {
	var out []string
	for _, ref := range r.Categories[category].AuditRefs {
		if a, ok := r.Audits[ref.ID]; ok && ref.Weight > 0 && a.Score != nil && *a.Score < 1 {
			out = append(out, fmt.Sprintf("%s %.2f", ref.ID, *a.Score))
		}
	}
	if len(out) == 0 {
		return ""
	}
	return " (" + strings.Join(out, ", ") + ")"
}

// audit runs Lighthouse once and reads its JSON report, which it keeps
// at keep unless that is empty. A cpu slowdown of 0 leaves the preset's.
func audit(cli, chrome, url, preset, scheme, tmp, keep string, cpu float64) (*report, error) {
	out := filepath.Join(tmp, "report.json")
	if keep != "" {
		out = keep
	}
	profile, err := os.MkdirTemp(tmp, "profile")
	if err != nil {
		return nil, err
	}
	args := []string{url, "--quiet", "--output=json", "--output-path=" + out,
		"--only-categories=" + strings.Join(categories, ","),
		"--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run " +
			"--disable-background-networking --disable-component-update --disable-sync --user-data-dir=" + profile,
	}
	if scheme == "dark" {
		// Makes prefers-color-scheme: dark match, as a system in dark mode does.
		args[len(args)-1] += " --force-dark-mode"
	}
	if preset == "desktop" {
		args = append(args, "--preset=desktop")
	}
	if cpu > 0 {
		args = append(args, fmt.Sprintf("--throttling.cpuSlowdownMultiplier=%g", cpu))
	}
	cmd := exec.Command(cli, args...)
	// Chromium leaves a directory of its own under TMPDIR (its singleton
	// socket's) when Lighthouse ends it: tmp is removed at the end.
	cmd.Env = append(os.Environ(), "CHROME_PATH="+chrome, "TMPDIR="+tmp)
	if b, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("%v\n%s", err, b)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		return nil, err
	}
	var r report
	if err := json.Unmarshal(b, &r); err != nil {
		return nil, err
	}
	if len(r.Categories) == 0 {
		return nil, errors.New("the report has no scores")
	}
	return &r, nil
}

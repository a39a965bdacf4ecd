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
// It exits non-zero when an audit fails to run, or with -check when a
// score is under the project's goals: accessibility, best practices and
// SEO 100, performance 90 on desktop and 80 on mobile.
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
}

// goal returns the lowest acceptable score of a category on a preset.
func goal(preset, category string) int {
	if category == "performance" {
		if preset == "desktop" {
			return 90
		}
		return 80
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

	fmt.Println("| route | preset | performance | accessibility | best practices | SEO |")
	fmt.Println("| --- | --- | --- | --- | --- | --- |")
	var failed []string
	for _, route := range strings.Split(*routes, ",") {
		for _, preset := range []string{"mobile", "desktop"} {
			var all []*report
			for run := range *runs {
				keep := ""
				if *outDir != "" {
					keep = filepath.Join(*outDir, fmt.Sprintf("%s-%s-%s-%d.json", reportName(route), preset, *scheme, run+1))
				}
				r, err := audit(*cli, *chrome, *base+route, preset, *scheme, tmp, keep)
				if err != nil {
					// Lighthouse now and then fails to record the trace
					// (NO_NAVSTART) on a busy machine: one more try.
					log.Printf("%s %s: %v; trying again", route, preset, firstLine(err))
					r, err = audit(*cli, *chrome, *base+route, preset, *scheme, tmp, keep)
				}
				if err != nil {
					log.Fatalf("%s %s: %v", route, preset, err)
				}
				all = append(all, r)
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
			fmt.Println("| " + strings.Join(row, " | ") + " |")
		}
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
// at keep unless that is empty.
func audit(cli, chrome, url, preset, scheme, tmp, keep string) (*report, error) {
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

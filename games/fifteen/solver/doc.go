// Package solver solves Fifteen positions.
package solver

"""A fifth game that lives only in the tests (issue 13's proof): Golf."""

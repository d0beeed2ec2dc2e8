programa {
  inclua biblioteca Texto --> t

  funcao logico palindromo(cadeia s) {
    cadeia p = t.caixa_baixa(s)
    inteiro i = 0
    inteiro j = t.numero_caracteres(p) - 1
    enquanto (i < j) {
      se (t.obter_caracter(p, i) != t.obter_caracter(p, j)) {
        retorne falso
      }
      i++
      j--
    }
    retorne verdadeiro
  }

  funcao inicio() {
    inteiro n
    cadeia palavra
    leia(n)
    para (inteiro k = 0; k < n; k++) {
      leia(palavra)
      se (palindromo(palavra)) {
        escreva(palavra, " é palíndromo\n")
      } senao {
        escreva(palavra, " não é palíndromo\n")
      }
    }
  }
}

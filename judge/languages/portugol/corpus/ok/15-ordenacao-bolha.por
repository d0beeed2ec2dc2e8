programa {
  funcao ordenar(inteiro v[], inteiro n) {
    inteiro aux
    logico trocou = verdadeiro
    enquanto (trocou) {
      trocou = falso
      para (inteiro i = 0; i < n - 1; i++) {
        se (v[i] > v[i + 1]) {
          aux = v[i]
          v[i] = v[i + 1]
          v[i + 1] = aux
          trocou = verdadeiro
        }
      }
    }
  }

  funcao mostrar(inteiro v[], inteiro n) {
    para (inteiro i = 0; i < n; i++) {
      se (i > 0) {
        escreva(" ")
      }
      escreva(v[i])
    }
    escreva("\n")
  }

  funcao inicio() {
    inteiro n
    leia(n)
    inteiro v[n]
    para (inteiro i = 0; i < n; i++) {
      leia(v[i])
    }
    ordenar(v, n)
    mostrar(v, n)
  }
}
